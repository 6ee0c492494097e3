//! A game at the table, for any game of the shelf: the game with its record, the seats' colours,
//! the log, and who holds the device. No Yew here, so it tests natively. The table never decides a
//! rule: it hands actions to the game and keeps what the game answers.
//!
//! A game joins the table by implementing [`TableGame`]: Cleopatra through its own record type,
//! every other game through [`Played`], the record of any [`tabletop::Rules`] position.

use std::fmt::Debug;

use bot::Level;
use serde::de::DeserializeOwned;
use tabletop::{Envelope, EnvelopeError, Recorded, Rules, Seat};

use crate::saves::Summary;
use crate::setup::PlayerColour;

/// What the table needs from a game together with its record of actions.
pub trait TableGame: Clone + PartialEq + Debug + 'static {
    /// The game's id ("cleopatra", "imhotep"), as saves name it.
    const GAME: &'static str;
    /// One decision, readable from the JSON its save (and the computer's worker) writes.
    type Action: Clone + PartialEq + Debug + DeserializeOwned + 'static;
    /// A log event.
    type Event: Clone + PartialEq + Debug + 'static;
    /// Why an action was refused.
    type Refusal: Clone + PartialEq + Debug + 'static;
    /// Why there is nothing to undo.
    type UndoRefusal: Clone + PartialEq + Debug + 'static;
    /// What one seat sees.
    type View: Clone + PartialEq + 'static;
    /// Why a save does not replay.
    type LoadError: Clone + PartialEq + Debug + 'static;

    /// The seat the table asks now, if the game goes on.
    fn to_act(&self) -> Option<Seat>;
    /// Plays the asked seat's action.
    fn play(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, Self::Refusal>;
    /// The game before its last decision, if the game's undo policy allows taking it back.
    fn undo(&self) -> Result<Self, Self::UndoRefusal>;
    /// The game before its last `count` decisions, whoever made them, if none of them showed
    /// something new: a person's undo through the computers' replies.
    fn take_back(&self, count: usize) -> Result<Self, Self::UndoRefusal>;
    /// The seed the game was dealt from.
    fn seed(&self) -> u64;
    /// Why an undo may not go further back than the last one (or than a reload).
    fn undo_floor_refusal() -> Self::UndoRefusal;
    /// Why the player now holding the device may not take back the last decision, another
    /// player's.
    fn not_yours_refusal() -> Self::UndoRefusal;
    /// What `viewer` sees.
    fn view(&self, viewer: Option<Seat>) -> Self::View;
    /// An event as `viewer` may see it.
    fn redact(event: &Self::Event, viewer: Option<Seat>) -> Self::Event;
    /// Whether `seat` now sees something the others must not (then a curtain falls before it).
    fn has_secrets(&self, seat: Seat) -> bool;
    /// The players' names.
    fn names(&self) -> &[String];
    /// The number of decisions in the record.
    fn decisions(&self) -> usize;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// The record as save JSON.
    fn save_json(&self) -> String;
    /// What a list of saved games shows for a table of this game.
    fn summary(table: &Table<Self>) -> Summary;
    /// What the deal showed before the first decision.
    fn opening(&self) -> &[Self::Event] {
        &[]
    }
    /// Whether `event` is news even to the player whose decision set it off, when that decision
    /// also handed the device on (the Offering's bids revealed by the last bid): they never saw
    /// the screen after it.
    fn news_to_its_maker(_event: &Self::Event) -> bool {
        false
    }
    /// Whose turn it is, in a game whose turns end with a last look: any decision that ends its
    /// maker's own turn and hands the device to someone the curtain hides things from leaves it
    /// with them for a look at the table, and an undo where the game allows, before they pass it
    /// on. A decision inside someone else's turn (a secret bid going round) hands it on at once.
    /// `None` (the default): the curtain falls at once after every decision.
    fn whose_turn(&self) -> Option<Seat> {
        None
    }
    /// Replays a save's JSON, calling `each` with every decision's events in order.
    fn replay_json(
        text: &str,
        each: &mut dyn FnMut(&[Self::Event]),
    ) -> Result<Self, Self::LoadError>;
}

/// What a game on the shelf adds to its [`Rules`] and its saves ([`Recorded`]) to sit at the
/// table through [`Played`].
pub trait Shelved:
    Recorded
    + Rules<
        Config: 'static,
        ConfigError: 'static,
        Action: 'static,
        Event: 'static,
        Refusal: 'static,
        View: 'static,
    > + 'static
{
    /// The players' names in a configuration.
    fn names(config: &Self::Config) -> &[String];
    /// What a list of saved games shows for a table of this game.
    fn summary(table: &Table<Played<Self>>) -> Summary;
    /// Whether a decision with these events showed the table something new (a card drawn, a
    /// round card turned), which an undo cannot hide again.
    fn reveals(events: &[Self::Event]) -> bool;
}

/// A game's record on the table: its position and the save it replays from.
#[derive(Debug, Clone, PartialEq)]
pub struct Played<G: Shelved> {
    /// The position now.
    pub position: G,
    /// The record: configuration, seed and every action so far.
    pub save: Envelope<G::Config, G::Action>,
    /// What the deal showed, before any decision.
    pub opening: Vec<G::Event>,
    /// How many decisions an undo may not take back: the ones before the last undo, so an undo
    /// takes back one decision, never a chain of them.
    pub floor: usize,
}

/// Why a decision cannot be taken back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UndoRefusal {
    /// No decision was taken yet.
    Nothing,
    /// The last decision showed something new.
    Revealed,
    /// Only the decision just made can be taken back, once (not one from before an undo or a
    /// reload).
    Once,
    /// The game is over.
    Over,
    /// The last decision was another player's, who has handed the device on: only they could
    /// take it back, while they held it.
    NotYours,
}

/// Why a save of a [`Played`] game does not open.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayedLoadError<G: Shelved> {
    /// The envelope is unreadable, foreign or too new.
    Envelope(EnvelopeError),
    /// The configuration makes no game.
    Config(G::ConfigError),
    /// Decision `number` (from 1) is refused.
    Action {
        /// Its number, from 1.
        number: usize,
        /// Why.
        refusal: G::Refusal,
    },
}

impl<G: Shelved> Played<G> {
    /// A new game dealt from `seed`.
    pub fn new(config: G::Config, seed: u64) -> Result<Played<G>, G::ConfigError> {
        let (position, opening) = G::deal_logged(config.clone(), seed)?;
        Ok(Played {
            position,
            opening,
            floor: 0,
            save: tabletop::save::new_save::<G>(config, seed, Vec::new()),
        })
    }

    /// Replays a save, refusing the first illegal decision with its number.
    pub fn replay(
        save: Envelope<G::Config, G::Action>,
        each: &mut dyn FnMut(&[G::Event]),
    ) -> Result<Played<G>, PlayedLoadError<G>> {
        let mut played =
            Played::new(save.config.clone(), save.seed).map_err(PlayedLoadError::Config)?;
        for (i, action) in save.actions.into_iter().enumerate() {
            let events = played
                .play_action(action)
                .map_err(|refusal| PlayedLoadError::Action {
                    number: i + 1,
                    refusal,
                })?;
            each(&events);
        }
        Ok(played)
    }

    /// The seat the table asks now; a finished game asks nobody, and the rules refuse any seat
    /// then, with their own reason.
    pub fn decider(&self) -> Seat {
        self.position.deciders().first().unwrap_or(Seat(0))
    }

    fn play_action(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Refusal> {
        let events = self.position.apply(self.decider(), &action)?;
        self.save.actions.push(action);
        Ok(events)
    }
}

impl<G: Shelved> TableGame for Played<G> {
    const GAME: &'static str = G::GAME;
    type Action = G::Action;
    type Event = G::Event;
    type Refusal = G::Refusal;
    type UndoRefusal = UndoRefusal;
    type View = G::View;
    type LoadError = PlayedLoadError<G>;

    fn to_act(&self) -> Option<Seat> {
        self.position.deciders().first()
    }

    fn play(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Refusal> {
        self.play_action(action)
    }

    /// The last decision is taken back unless it showed something new, ended the game, or an undo
    /// just took back the one before. Every seat sees the same table, so any player may take back
    /// the last decision (a misplaced stone), but not walk the game back through several players.
    fn undo(&self) -> Result<Played<G>, UndoRefusal> {
        self.take_back(1)
    }

    fn take_back(&self, count: usize) -> Result<Played<G>, UndoRefusal> {
        if self.position.outcome().is_some() {
            return Err(UndoRefusal::Over);
        }
        let len = self.save.actions.len();
        if count == 0 || count > len {
            return Err(UndoRefusal::Nothing);
        }
        if self.floor > 0 && len - count < self.floor {
            return Err(UndoRefusal::Once);
        }
        let (earlier, dropped) = self.save.actions.split_at(len - count);
        let save = Envelope {
            actions: earlier.to_vec(),
            ..self.save.clone()
        };
        let mut before = Played::replay(save, &mut |_| {}).map_err(|_| UndoRefusal::Nothing)?;
        before.floor = before.save.actions.len();
        let mut again = before.clone();
        for action in dropped {
            let events = again
                .play_action(action.clone())
                .map_err(|_| UndoRefusal::Nothing)?;
            if G::reveals(&events) {
                return Err(UndoRefusal::Revealed);
            }
        }
        Ok(before)
    }

    fn seed(&self) -> u64 {
        self.save.seed
    }

    fn undo_floor_refusal() -> UndoRefusal {
        UndoRefusal::Once
    }

    fn not_yours_refusal() -> UndoRefusal {
        UndoRefusal::NotYours
    }

    fn view(&self, viewer: Option<Seat>) -> G::View {
        self.position.view(viewer)
    }

    fn redact(event: &G::Event, viewer: Option<Seat>) -> G::Event {
        G::redact(event, viewer)
    }

    fn has_secrets(&self, seat: Seat) -> bool {
        self.position.has_secrets(seat)
    }

    fn names(&self) -> &[String] {
        G::names(&self.save.config)
    }

    fn decisions(&self) -> usize {
        self.save.actions.len()
    }

    fn opening(&self) -> &[G::Event] {
        &self.opening
    }

    fn is_over(&self) -> bool {
        self.position.outcome().is_some()
    }

    fn save_json(&self) -> String {
        self.save.to_json()
    }

    fn summary(table: &Table<Self>) -> Summary {
        G::summary(table)
    }

    fn replay_json(
        text: &str,
        each: &mut dyn FnMut(&[G::Event]),
    ) -> Result<Played<G>, PlayedLoadError<G>> {
        let save = Envelope::read(text, G::GAME, G::OLDEST_FORMAT, G::SAVE_FORMAT)
            .map_err(PlayedLoadError::Envelope)?;
        // A game opened from its save takes back nothing made before: reloading never walks a
        // game back.
        let mut played = Played::replay(save, each)?;
        played.floor = played.save.actions.len();
        Ok(played)
    }
}

/// A game in progress on one device.
#[derive(Debug, Clone, PartialEq)]
pub struct Table<G: TableGame> {
    /// The game with its record.
    pub game: G,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// Every event so far, unredacted; shown only through [`TableGame::redact`].
    pub log: Vec<G::Event>,
    /// Length of the log before each decision of the record, so an undo drops its lines.
    pub marks: Vec<usize>,
    /// Counts the changes of the game itself (actions played or undone): what autosave follows.
    /// Lowering or raising the curtain is not one, so only looking at a game never saves it.
    pub changes: u64,
    /// The seat that lowered the curtain and holds the device; `None` while the curtain is up.
    pub holder: Option<Seat>,
    /// The holder whose decision just ended their turn and handed the game to another person:
    /// they may look at the table and take that decision back (where the game allows) before
    /// passing the device on (then the curtain falls).
    /// Nothing can be played meanwhile.
    pub handover: Option<Seat>,
    /// For each seat, how much of the log that player has looked at: set when they lower the
    /// curtain and when they hand the device on. What happened since is their news.
    pub seen: Vec<usize>,
    /// The last refused action's reason (the game is unchanged).
    pub refusal: Option<G::Refusal>,
    /// The last refused undo's reason.
    pub undo_refusal: Option<G::UndoRefusal>,
    /// The computer opponents: each seat's level, `None` (or no entry) for a person.
    pub computers: Vec<Option<Level>>,
    /// Who took each decision of the record, where this table saw it taken (`None` for those
    /// replayed from a save): the last one's lines are lit when a computer took it, and an undo
    /// finds the person's last decision without replaying the game.
    pub movers: Vec<Option<Seat>>,
    /// Decisions an undo through the computers' replies may not take back: those before the last
    /// such undo, or before the game was opened. A person takes back their own last decision,
    /// never walks the game back turn after turn.
    pub undo_floor: usize,
}

/// Everything that changes a [`Table`].
#[derive(Debug, Clone, PartialEq)]
pub enum TableAction<A> {
    /// The deciding seat plays an action.
    Play(A),
    /// The player the device was passed to lowers the curtain.
    Reveal,
    /// The holder raises the curtain by hand (leaving the device).
    Hide,
    /// Take back the last decision, if the game allows it.
    Undo,
    /// The player looking at the screen has read the news shown to them.
    Seen,
}

impl<G: TableGame> Table<G> {
    /// A table around a game that has not begun.
    pub fn around(game: G, colours: Vec<PlayerColour>) -> Table<G> {
        Table {
            log: game.opening().to_vec(),
            game,
            colours,
            marks: Vec::new(),
            changes: 0,
            holder: None,
            handover: None,
            seen: Vec::new(),
            refusal: None,
            undo_refusal: None,
            computers: Vec::new(),
            movers: Vec::new(),
            undo_floor: 0,
        }
    }

    /// The same table with these seats played by the computer (`None`: a person), one entry per
    /// seat whatever the list's length.
    pub fn with_computers(mut self, mut computers: Vec<Option<Level>>) -> Table<G> {
        computers.resize(self.names().len(), None);
        self.computers = computers;
        self
    }

    /// The level of the computer playing `seat`, if a computer does.
    pub fn computer(&self, seat: Seat) -> Option<Level> {
        self.computers.get(seat.index()).copied().flatten()
    }

    /// Whether a person plays `seat`.
    pub fn is_person(&self, seat: Seat) -> bool {
        self.computer(seat).is_none()
    }

    /// The seats people play.
    pub fn people(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.names().len() as u8)
            .map(Seat)
            .filter(|&s| self.is_person(s))
    }

    /// The one person at the table, when all the others are computers: nobody to hide from.
    pub fn lone_person(&self) -> Option<Seat> {
        let mut people = self.people();
        match (people.next(), people.next()) {
            (Some(person), None) => Some(person),
            _ => None,
        }
    }

    /// The computer that must decide now, with its level, if the game goes on.
    pub fn thinker(&self) -> Option<(Seat, Level)> {
        if self.game.is_over() {
            return None;
        }
        let seat = self.game.to_act()?;
        self.computer(seat).map(|level| (seat, level))
    }

    /// The table of a saved game: every decision replayed through the rules, which refuse the
    /// first illegal one with its number and reason. The curtain is up.
    pub fn from_save_json(
        text: &str,
        colours: Vec<PlayerColour>,
        seen: Vec<usize>,
    ) -> Result<Table<G>, G::LoadError> {
        let (mut log, mut marks) = (Vec::new(), Vec::new());
        let game = G::replay_json(text, &mut |events| {
            marks.push(log.len());
            log.extend_from_slice(events);
        })?;
        // The deal's lines come first; every decision's mark moves down past them.
        let opening = game.opening().to_vec();
        let marks = marks.into_iter().map(|m| m + opening.len()).collect();
        let log: Vec<G::Event> = opening.into_iter().chain(log).collect();
        let seen = seen.into_iter().map(|s| s.min(log.len())).collect();
        Ok(Table {
            log,
            marks,
            seen,
            undo_floor: game.decisions(),
            movers: vec![None; game.decisions()],
            ..Table::around(game, colours)
        })
    }

    /// Applies one table action. A refused game action is kept as [`Table::refusal`] and changes
    /// nothing else.
    pub fn apply(&mut self, action: TableAction<G::Action>) {
        self.undo_refusal = None;
        match action {
            TableAction::Play(action) => match (
                self.game.to_act(),
                self.game.whose_turn(),
                self.game.play(action),
            ) {
                (mover, turn, Ok(events)) => {
                    self.handover = None;
                    let mark = self.log.len();
                    self.movers.push(mover);
                    self.marks.push(mark);
                    self.log.extend(events);
                    self.refusal = None;
                    self.changes += 1;
                    // The holder saw their own decision happen; what it set off as the device
                    // went on (the Offering's reveal, the next turn) is still news for them.
                    if let Some(h) = self.holder.filter(|&h| mover == Some(h)) {
                        let unseen = self.log[mark..].iter().position(G::news_to_its_maker);
                        self.look(h, unseen.map_or(self.log.len(), |i| mark + i));
                    }
                    // Whoever held the device for a secret lets go of it once they have none:
                    // their next secret needs the curtain again.
                    if self.holder.is_some_and(|h| !self.game.has_secrets(h)) {
                        self.holder = None;
                    }
                    // The holder's decision ended their own turn and gave the game to someone
                    // the curtain must hide things from: they keep the device for a last look
                    // first.
                    let ended_own_turn =
                        turn.is_some() && turn == mover && self.game.whose_turn() != turn;
                    if ended_own_turn && mover == self.holder && self.curtain().is_some() {
                        self.handover = mover;
                    }
                }
                (_, _, Err(e)) => self.refusal = Some(e),
            },
            TableAction::Undo => match self.undone() {
                Ok((before, count)) => {
                    self.handover = None;
                    self.game = before;
                    let at = self.marks.len().saturating_sub(count);
                    let mark = self.marks.get(at).copied().unwrap_or(0);
                    self.marks.truncate(at);
                    self.log.truncate(mark);
                    self.movers.truncate(self.game.decisions());
                    if count > 1 {
                        self.undo_floor = self.game.decisions();
                    }
                    for seen in &mut self.seen {
                        *seen = (*seen).min(mark);
                    }
                    self.refusal = None;
                    self.changes += 1;
                }
                Err(e) => self.undo_refusal = Some(e),
            },
            TableAction::Reveal => {
                self.handover = None;
                self.holder = self.game.to_act();
                if let Some(seat) = self.holder {
                    self.look(seat, self.log.len());
                }
                self.refusal = None;
            }
            // The holder's own decisions already counted as seen; what they set off is news.
            TableAction::Hide => {
                self.handover = None;
                self.holder = None;
            }
            TableAction::Seen => {
                if let Some(seat) = self.viewer() {
                    self.look(seat, self.log.len());
                }
            }
        }
    }

    /// The game an undo goes back to, with the number of decisions it takes back. Among people
    /// the game's own policy decides; a person playing with computers takes back the computers'
    /// replies and their own last decision with them, if none of those showed anything new.
    fn undone(&self) -> Result<(G, usize), G::UndoRefusal> {
        // The player handing the device on takes back the decision that ended their turn, if it
        // showed nothing new.
        if let Some(h) = self.handover {
            let before = self.game.take_back(1)?;
            return match before.to_act() {
                Some(seat) if seat == h => Ok((before, 1)),
                _ => Err(G::undo_floor_refusal()),
            };
        }
        let own_policy = || self.game.undo().map(|before| (before, 1));
        if self.computers.iter().all(Option::is_none) {
            // Behind a curtain, the next player may not take back the decision of the one before:
            // it would show them what it undid (a secret mark, a card given).
            if let (Some(holder), Some(&Some(last))) = (self.holder, self.movers.last()) {
                if holder != last {
                    return Err(G::not_yours_refusal());
                }
            }
            return own_policy();
        }
        if self.people().next().is_none() {
            return Err(G::undo_floor_refusal());
        }
        // Who took the last decision: as seen at this table, or the seat asked before it.
        let last = match self.movers.last() {
            Some(&Some(seat)) => Some(seat),
            _ => match self.game.take_back(1) {
                Ok(before) => before.to_act(),
                Err(_) => return own_policy(),
            },
        };
        if last.is_none_or(|s| self.is_person(s)) {
            return own_policy();
        }
        // Back through the computers' replies to the last decision of a person: only the person
        // deciding now may take it back, once.
        let asking = self.game.to_act();
        let mut count = 1;
        loop {
            count += 1;
            if self.game.decisions() < self.undo_floor + count {
                return Err(G::undo_floor_refusal());
            }
            let known = self
                .movers
                .len()
                .checked_sub(count)
                .and_then(|i| self.movers[i]);
            let decider = match known {
                Some(seat) => seat,
                None => match self.game.take_back(count)?.to_act() {
                    Some(seat) => seat,
                    None => return Err(G::undo_floor_refusal()),
                },
            };
            if self.is_person(decider) {
                if Some(decider) != asking {
                    return Err(G::undo_floor_refusal());
                }
                return self.game.take_back(count).map(|before| (before, count));
            }
        }
    }

    /// Who took the last decision, if this table saw it taken.
    pub fn last_mover(&self) -> Option<Seat> {
        self.movers.last().copied().flatten()
    }

    /// The seat whose turn the curtain waits for, if it is up: whenever the deciding seat is a
    /// person who sees something the others must not and is not the one holding the device. It
    /// falls only between people: never for a computer, never for a person alone with computers.
    /// Once the game is over everything is public and no curtain falls.
    pub fn curtain(&self) -> Option<Seat> {
        if self.handover.is_some() {
            return None;
        }
        match self.game.to_act() {
            Some(seat)
                if self.is_person(seat)
                    && self.lone_person().is_none()
                    && self.holder != Some(seat)
                    && self.game.has_secrets(seat) =>
            {
                Some(seat)
            }
            _ => None,
        }
    }

    /// Who the screen shows private things for: nobody while the curtain is up; the one person
    /// playing with computers; the holder; or, in a game where the deciding person has nothing to
    /// hide, that person. While a computer decides at a table of several people, nobody.
    pub fn viewer(&self) -> Option<Seat> {
        if self.handover.is_some() {
            return self.handover;
        }
        if self.curtain().is_some() {
            return None;
        }
        if let Some(person) = self.lone_person() {
            return Some(person);
        }
        match self.game.to_act() {
            Some(seat) if self.is_person(seat) && !self.game.has_secrets(seat) => Some(seat),
            // A computer decides while the device may be on its way to the next person: only
            // what everyone may see.
            Some(seat) if !self.is_person(seat) => None,
            _ => self.holder,
        }
    }

    /// What the screen may show now.
    pub fn view(&self) -> G::View {
        self.game.view(self.viewer())
    }

    /// The log as the viewer may see it.
    pub fn visible_log(&self) -> impl Iterator<Item = G::Event> + '_ {
        let viewer = self.viewer();
        self.log.iter().map(move |e| G::redact(e, viewer))
    }

    /// How much of the log `seat` has looked at.
    pub fn seen_by(&self, seat: Seat) -> usize {
        self.seen
            .get(seat.index())
            .copied()
            .unwrap_or(0)
            .min(self.log.len())
    }

    /// Records that `seat` has looked at the log up to `at` (never moving back).
    fn look(&mut self, seat: Seat, at: usize) {
        if self.seen.len() <= seat.index() {
            self.seen.resize(seat.index() + 1, 0);
        }
        let seen = &mut self.seen[seat.index()];
        *seen = (*seen).max(at.min(self.log.len()));
    }

    /// Public news for `seat`: everything since that player last looked, as everyone may see it.
    pub fn news_for(&self, seat: Seat) -> impl Iterator<Item = G::Event> + '_ {
        self.log[self.seen_by(seat)..]
            .iter()
            .map(|e| G::redact(e, None))
    }

    /// The players' names.
    pub fn names(&self) -> &[String] {
        self.game.names()
    }

    /// Whether the deciding player may undo now, or why not.
    pub fn can_undo(&self) -> Result<(), G::UndoRefusal> {
        self.undone().map(|_| ())
    }
}
