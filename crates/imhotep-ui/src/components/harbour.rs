//! The round's four ships: their places (bow first), minimum loads, and where they docked. Every
//! place and Sail button says what touching it does; the lit ones are legal now.

use imhotep::{ShipView, Sides, SlotRef};
use yew::prelude::*;

use super::words;
use super::Stone;
use table::PlayerColour;
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text};

/// Properties of [`Harbour`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct HarbourProps {
    /// The ships.
    pub ships: Vec<ShipView>,
    /// The ship unloading now.
    pub unloading: Option<u8>,
    /// The sides of the sites, to name them.
    pub sides: Sides,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// The players' names.
    pub names: Vec<String>,
    /// The places a touch would use now.
    pub lit_slots: Vec<SlotRef>,
    /// The ships whose Sail button works now.
    pub lit_sails: Vec<u8>,
    /// The places the hint would use now.
    #[prop_or_default]
    pub hinted_slots: Vec<SlotRef>,
    /// The ship whose Sail button the hint would touch now.
    #[prop_or_default]
    pub hinted_sails: Vec<u8>,
    /// A place chosen in a choice under way (a Chisel's first place).
    #[prop_or_default]
    pub chosen: Option<SlotRef>,
    /// The ship chosen in a choice under way.
    #[prop_or_default]
    pub chosen_ship: Option<u8>,
    /// A place was touched.
    pub on_slot: Callback<SlotRef>,
    /// A Sail button was touched.
    pub on_sail: Callback<u8>,
}

/// The places of `seat`'s sled, where a stone put on a ship comes from (the one that left).
fn sled_of(seat: usize) -> String {
    (0..5)
        .map(|k| format!("im-sl{seat}-{k}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The harbour.
#[component]
pub fn Harbour(props: &HarbourProps) -> Html {
    let lang = use_lang();
    let ship = |(i, ship): (usize, &ShipView)| {
        let n = i as u8;
        let places = ship.slots.iter().enumerate().map(|(k, owner)| {
            let r = SlotRef { ship: n, slot: k as u8 };
            let lit = props.lit_slots.contains(&r);
            let label = match owner {
                Some(seat) => lang.ta("im-slot-stone", &[("ship", num(n + 1)), ("slot", num(k as u32 + 1)), ("name", text(props.names[seat.index()].clone()))]),
                None => lang.ta("im-slot-empty", &[("ship", num(n + 1)), ("slot", num(k as u32 + 1))]),
            };
            let on_click = props.on_slot.reform(move |_: MouseEvent| r);
            html! {
                <button type="button" class={classes!("place", lit.then_some("lit"), (props.chosen == Some(r)).then_some("chosen"), props.hinted_slots.contains(&r).then_some("hinted"))}
                    aria-label={label} aria-disabled={(!lit).then_some("true")} onclick={on_click}>
                    // An empty place shows its number, counted from the bow (the right), as the
                    // hints and the log name it.
                    if owner.is_none() { <span class="place-n" aria-hidden="true">{ k + 1 }</span> }
                    // A stone placed comes from its owner's sled.
                    { for owner.map(|seat| html! {
                        <Stone colour={props.colours[seat.index()]} fly={AttrValue::from(format!("im-s{n}-{k}"))}
                            from={AttrValue::from(sled_of(seat.index()))} />
                    }) }
                </button>
            }
        });
        let load = ship.slots.iter().flatten().count() as u8;
        let status = match ship.docked {
            Some(site) => {
                let key = if props.unloading == Some(n) {
                    "im-ship-unloading"
                } else {
                    "im-ship-docked"
                };
                lang.ta(
                    key,
                    &[("site", text(words::site(lang, site, props.sides.of(site))))],
                )
            }
            None => lang.ta("im-ship-min", &[("min", num(ship.min_load))]),
        };
        let sail_lit = props.lit_sails.contains(&n);
        let heading = format!("im-ship-{i}");
        html! {
            <li class={classes!("ship", ship.docked.is_some().then_some("docked"), (load >= ship.min_load).then_some("ready"), (props.chosen_ship == Some(n)).then_some("chosen"))}
                aria-labelledby={heading.clone()}>
                <div class="ship-head">
                    <h3 id={heading}>{ lang.ta("im-ship", &[("n", num(n + 1))]) }</h3>
                    <span class="ship-size">{ lang.ta("im-ship-size", &[("size", num(ship.size))]) }</span>
                </div>
                // The hull sails to its site (where the site shows the ship), and back at an undo.
                <div class="hull" data-fly={ship.docked.is_none().then(|| format!("im-hull{n}"))}
                    data-fly-from={ship.docked.is_none().then(|| format!("im-ship{n}"))}>
                    <span class="bow" aria-hidden="true"></span>
                    <div class="places">{ for places }</div>
                </div>
                <div class="ship-foot">
                    <span class="ship-status">{ status }</span>
                    if ship.docked.is_none() {
                        <button type="button" class={classes!("btn", "small", "sail-button", sail_lit.then_some("lit"), props.hinted_sails.contains(&n).then_some("hinted"))}
                            aria-disabled={(!sail_lit).then_some("true")}
                            aria-label={lang.ta("im-sail-ship", &[("n", num(n + 1))])}
                            onclick={props.on_sail.reform(move |_: MouseEvent| n)}>{ lang.t("im-sail") }</button>
                    }
                </div>
            </li>
        }
    };
    html! {
        <section class="panel-box harbour" aria-labelledby="im-harbour-h">
            <h2 id="im-harbour-h">{ lang.t("im-harbour") }</h2>
            <ol class="ships">{ for props.ships.iter().enumerate().map(ship) }</ol>
        </section>
    }
}
