//! A game in progress on one device: the game with its record, the seats' colours, the log, and
//! who holds the device. The table never decides a rule: it hands actions to the game and keeps
//! what the game answers.

use bot::Level;
use tabletop::Seat;

use crate::lesson::{Coaching, Expect, Lesson, Step};
use crate::{PlayerColour, TableGame};

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
    /// Whose eyes a replay looks through, whoever decides (only a replay sets it: nobody plays
    /// there).
    pub shown_to: Option<Seat>,
    /// For each seat, how much of the log that player has looked at: set when they lower the
    /// curtain and when they hand the device on. What happened since is their news.
    pub seen: Vec<usize>,
    /// The last refused action's reason (the game is unchanged).
    pub refusal: Option<G::Refusal>,
    /// The last refused undo's reason.
    pub undo_refusal: Option<G::UndoRefusal>,
    /// The computers' decisions the last action took back with a person's own (an undo through
    /// their replies): the table says so, since they vanish from the board and the log. 0 after
    /// any other action.
    pub undid_replies: usize,
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
    /// The lesson under way, if this is a first game that teaches (see [`crate::lesson`]).
    pub coaching: Option<Coaching<G::Action>>,
}

/// Everything that changes a [`Table`].
#[derive(Debug, Clone, PartialEq)]
pub enum TableAction<A> {
    /// The deciding seat plays an action.
    Play(A),
    /// The deciding seat plays an action chosen on a screen drawn when the table had made
    /// `changes` changes (see [`Table::changes`]): played if the table is as it was drawn, dropped
    /// with nothing changed if it has moved since. A tap that reaches a callback of an older
    /// screen (the browser may take a tap before the screen is drawn again), or a computer's move
    /// whose timer fires as a person undoes, must not play for whoever decides now.
    PlayAt(u64, A),
    /// The player the device was passed to lowers the curtain.
    Reveal,
    /// The holder raises the curtain by hand (leaving the device).
    Hide,
    /// Take back the last decision, if the game allows it.
    Undo,
    /// The player looking at the screen has read the news shown to them.
    Seen,
    /// The lesson ends: the game goes on as a normal game, its computers playing.
    HandOver,
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
            shown_to: None,
            seen: Vec::new(),
            refusal: None,
            undo_refusal: None,
            undid_replies: 0,
            computers: Vec::new(),
            movers: Vec::new(),
            undo_floor: 0,
            coaching: None,
        }
    }

    /// The same table as the first game of `lesson`, which then decides what may be played.
    pub fn with_lesson(mut self, lesson: Lesson<G::Action>) -> Table<G> {
        self.coaching = Some(Coaching {
            lesson: std::rc::Rc::new(lesson),
            wrong: None,
        });
        self.skip_ahead();
        self
    }

    /// Takes the lesson's skipped steps from here, at once (a skipped step the rules refuse stops
    /// there, its reason kept).
    fn skip_ahead(&mut self) {
        while let Some((
            _,
            Step {
                expect: Expect::Skip(action),
                ..
            },
        )) = self.lesson_step()
        {
            let (action, at) = (action.clone(), self.game.decisions());
            self.apply(TableAction::Play(action));
            if self.game.decisions() == at {
                return;
            }
        }
    }

    /// The lesson's step now, with its number, while a lesson is under way and its script goes
    /// this far.
    pub fn lesson_step(&self) -> Option<(usize, &Step<G::Action>)> {
        let at = self.game.decisions();
        self.coaching.as_ref()?.step(at).map(|step| (at, step))
    }

    /// The scripted opponent's decision now, in a lesson.
    pub fn scripted(&self) -> Option<G::Action> {
        match self.lesson_step() {
            Some((
                _,
                Step {
                    expect: Expect::Them(action),
                    ..
                },
            )) => Some(action.clone()),
            _ => None,
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
        // In a lesson the script plays the computers' seats.
        if self.game.is_over() || self.coaching.is_some() {
            return None;
        }
        // The person watching reads what holds play first (a sheet of news over the table).
        if self
            .viewer()
            .is_some_and(|v| self.is_person(v) && self.held_for(v).is_some())
        {
            return None;
        }
        let seat = self.game.to_act()?;
        self.computer(seat).map(|level| (seat, level))
    }

    /// Where in the log the last event lies that `seat` has yet to see and that holds play until
    /// seen ([`TableGame::held_until_seen`]), if one does.
    pub fn held_for(&self, seat: Seat) -> Option<usize> {
        let from = self.seen_by(seat);
        self.log[from..]
            .iter()
            .rposition(G::held_until_seen)
            .map(|i| from + i)
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
        if matches!(action, TableAction::PlayAt(changes, _) if changes != self.changes) {
            return;
        }
        self.undo_refusal = None;
        self.undid_replies = 0;
        if let TableAction::Play(action) | TableAction::PlayAt(_, action) = &action {
            if !self.on_script(action) {
                return;
            }
        }
        match action {
            TableAction::Play(action) | TableAction::PlayAt(_, action) => match (
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
                    if let Some(coaching) = &mut self.coaching {
                        coaching.wrong = None;
                        self.skip_ahead();
                    }
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
                        self.undid_replies = count - 1;
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
            TableAction::HandOver => {
                if self.coaching.take().is_some() {
                    self.changes += 1;
                }
            }
        }
    }

    /// Whether `action` follows the lesson's script (always, with no lesson): a decision the step
    /// does not allow is kept as [`Coaching::wrong`] and changes nothing; once the script has run
    /// out, the first decision hands the game over.
    fn on_script(&mut self, action: &G::Action) -> bool {
        let at = self.game.decisions();
        let Some(coaching) = &mut self.coaching else {
            return true;
        };
        match coaching.step(at).map(|s| &s.expect) {
            None => {
                self.coaching = None;
                true
            }
            Some(Expect::Any) => true,
            Some(Expect::You(a) | Expect::Them(a) | Expect::Skip(a)) if a == action => true,
            Some(_) => {
                coaching.wrong = Some(at);
                self.refusal = None;
                false
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
        if self.handover.is_some() || self.shown_to.is_some() {
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
        if self.shown_to.is_some() {
            return self.shown_to;
        }
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
}
