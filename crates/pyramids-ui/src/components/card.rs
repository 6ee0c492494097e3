//! One pyramid card as a 5×5 grid drawn in SVG: walls, entrance, tomb and symbols (each colour
//! with a shape of its own), the marked squares, and the squares chosen for a mark.

use pyramids::{card, CellKind, Cells, Colour};
use yew::prelude::*;

use super::words;
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text};

/// Properties of [`PyramidCard`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PyramidCardProps {
    /// The card's number, 1–48.
    pub card: u8,
    /// Its marked squares.
    #[prop_or_default]
    pub marks: Cells,
    /// Squares chosen for the mark being made.
    #[prop_or_default]
    pub chosen: Cells,
    /// Squares a single mark may take now (a hint).
    #[prop_or_default]
    pub open: Cells,
    /// Squares the computer's hint would mark.
    #[prop_or_default]
    pub hinted: Cells,
    /// Tapping a square, when the card takes marks now.
    #[prop_or_default]
    pub on_cell: Option<Callback<u8>>,
    /// A drag across two or more adjacent free squares, on release: the squares it crossed.
    #[prop_or_default]
    pub on_drag: Option<Callback<Cells>>,
    /// Selected as a whole card (keep, take).
    #[prop_or_default]
    pub selected: bool,
    /// Where it lies, naming its marks for the table's motion (`data-fly`): a new mark draws in.
    #[prop_or_default]
    pub fly: Option<AttrValue>,
}

pub(super) fn kind_key(kind: CellKind) -> &'static str {
    match kind {
        CellKind::Wall => "py-kind-wall",
        CellKind::Entrance => "py-kind-entrance",
        CellKind::Tomb => "py-kind-tomb",
        CellKind::Empty => "py-kind-empty",
        CellKind::Red => "py-kind-red",
        CellKind::Green => "py-kind-green",
        CellKind::Torch => "py-kind-torch",
        CellKind::Skull => "py-kind-skull",
        CellKind::Potion => "py-kind-potion",
        CellKind::Cross => "py-kind-cross",
    }
}

/// The symbol of a cell, centred on (`x`, `y`).
pub(super) fn symbol(kind: CellKind, x: f64, y: f64) -> Html {
    match kind {
        CellKind::Red => html! {
            <polygon class="sym gem-red" points={format!("{x},{} {},{y} {x},{} {},{y}", y - 3.4, x + 3.4, y + 3.4, x - 3.4)} />
        },
        CellKind::Green => html! {
            <rect class="sym gem-green" x={(x - 2.8).to_string()} y={(y - 2.8).to_string()} width="5.6" height="5.6" rx="1.2" />
        },
        CellKind::Torch => html! {
            <path class="sym torch" d={format!("M{x} {} q3 3 0 6.5 q-3 -3.5 0 -6.5z M{} {} h2 v3 h-2z", y - 4.0, x - 1.0, y + 2.0)} />
        },
        CellKind::Skull => html! {
            <g class="sym skull">
                <circle cx={x.to_string()} cy={(y - 0.6).to_string()} r="3.2" />
                <circle class="eye" cx={(x - 1.2).to_string()} cy={(y - 0.9).to_string()} r="0.8" />
                <circle class="eye" cx={(x + 1.2).to_string()} cy={(y - 0.9).to_string()} r="0.8" />
            </g>
        },
        CellKind::Potion => html! {
            <path class="sym potion" d={format!("M{} {} h2 v2 l2.2 3.8 h-6.4 l2.2 -3.8z", x - 1.0, y - 3.6)} />
        },
        CellKind::Cross => html! {
            <path class="sym cross" d={format!("M{} {} l5.6 5.6 M{} {} l-5.6 5.6", x - 2.8, y - 2.8, x + 2.8, y - 2.8)} />
        },
        CellKind::Entrance => html! {
            <path class="sym entrance" d={format!("M{x} {} v5.5 M{} {} l2.6 2.6 l2.6 -2.6", y - 3.2, x - 2.6, y - 0.3)} />
        },
        CellKind::Tomb => html! {
            <polygon class="sym tomb" points={format!("{x},{} {},{} {},{}", y - 3.6, x + 4.0, y + 3.2, x - 4.0, y + 3.2)} />
        },
        CellKind::Wall | CellKind::Empty => html! {},
    }
}

/// The square of card `card` under the point (`x`, `y`) of the page, if any.
fn cell_at(card: u8, x: i32, y: i32) -> Option<u8> {
    let hit = document().element_from_point(x as f32, y as f32)?;
    let cell = hit.closest("[data-cell]").ok()??;
    let (c, i) = cell
        .get_attribute("data-cell")?
        .split_once('-')
        .map(|(c, i)| (c.parse::<u8>(), i.parse::<u8>()))?;
    (c.ok()? == card).then_some(i.ok()?)
}

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a document")
}

/// Squares side by side (not at a corner).
fn beside(cells: Cells, i: u8) -> bool {
    let (row, col) = (i / 5, i % 5);
    (0..25u8)
        .filter(|&j| cells & (1 << j) != 0)
        .any(|j| (j / 5).abs_diff(row) + (j % 5).abs_diff(col) == 1)
}

/// A pyramid card.
#[component]
pub fn PyramidCard(props: &PyramidCardProps) -> Html {
    let lang = use_lang();
    let c = card(props.card);
    // A drag under way: the squares crossed so far; and whether the click that ends a drag of two
    // squares or more must be ignored (it is not a tap).
    let drag = use_mut_ref(|| None::<Cells>);
    let swallow = use_mut_ref(|| false);
    let redraw = use_force_update();
    let free: Cells = (0..25u8)
        .filter(|&i| c.kind(i) != CellKind::Wall && props.marks & (1 << i) == 0)
        .fold(0, |m, i| m | (1 << i));
    let dragging = props.on_drag.is_some() && props.on_cell.is_some();
    let shown_chosen = match *drag.borrow() {
        Some(d) if d.count_ones() > 1 => d,
        _ => props.chosen,
    };
    let number = props.card;
    let onpointermove = dragging.then(|| {
        let (drag, redraw) = (drag.clone(), redraw.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(cells) = *drag.borrow() else { return };
            let Some(i) = cell_at(number, e.client_x(), e.client_y()) else {
                return;
            };
            let bit = 1 << i;
            if free & bit != 0 && cells & bit == 0 && beside(cells, i) {
                *drag.borrow_mut() = Some(cells | bit);
                redraw.force_update();
            }
        })
    });
    let end_drag = dragging.then(|| {
        let (drag, swallow, redraw) = (drag.clone(), swallow.clone(), redraw.clone());
        let on_drag = props.on_drag.clone();
        Callback::from(move |_: PointerEvent| {
            let Some(cells) = drag.borrow_mut().take() else {
                return;
            };
            if cells.count_ones() > 1 {
                *swallow.borrow_mut() = true;
                if let Some(cb) = &on_drag {
                    cb.emit(cells);
                }
                redraw.force_update();
            }
        })
    });
    let colour = match c.colour {
        Colour::Green => "green",
        Colour::Orange => "orange",
        Colour::Purple => "purple",
    };
    let label = lang.ta(
        "py-card-label",
        &[
            ("card", num(props.card)),
            ("colour", text(words::colour(lang, c.colour))),
        ],
    );
    let cells = (0..25u8).map(|i| {
        let (row, col) = (i / 5, i % 5);
        let (x, y) = (f64::from(col) * 10.0 + 1.0, f64::from(row) * 10.0 + 5.0);
        let kind = c.kind(i);
        let bit = 1u32 << i;
        let marked = props.marks & bit != 0;
        let chosen = shown_chosen & bit != 0;
        let open = props.open & bit != 0;
        let class = classes!(
            "cell",
            (kind == CellKind::Wall).then_some("wall"),
            marked.then_some("marked"),
            chosen.then_some("chosen"),
            open.then_some("open"),
            (props.hinted & bit != 0).then_some("hinted"),
        );
        let mut name = lang.ta(
            "py-cell-label",
            &[
                ("card", num(props.card)),
                ("row", num(row + 1)),
                ("col", num(col + 1)),
                ("kind", text(lang.t(kind_key(kind)))),
            ],
        );
        if marked {
            name = format!("{name}, {}", lang.t("py-kind-marked"));
        }
        let tappable = props.on_cell.is_some() && kind != CellKind::Wall && !marked;
        let onclick = props
            .on_cell
            .clone()
            .filter(|_| tappable)
            .map(|cb| {
                let swallow = swallow.clone();
                Callback::from(move |_: MouseEvent| {
                    if !std::mem::take(&mut *swallow.borrow_mut()) {
                        cb.emit(i);
                    }
                })
            });
        let onpointerdown = (dragging && tappable).then(|| {
            let (drag, swallow) = (drag.clone(), swallow.clone());
            Callback::from(move |e: PointerEvent| {
                if e.is_primary() && e.button() <= 0 {
                    *swallow.borrow_mut() = false;
                    *drag.borrow_mut() = Some(1 << i);
                }
            })
        });
        let onkeydown = props.on_cell.clone().filter(|_| tappable).map(|cb| {
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    cb.emit(i);
                }
            })
        });
        html! {
            <g {class} {onclick} {onkeydown} {onpointerdown} data-cell={format!("{}-{i}", props.card)} role={if tappable { "button" } else { "img" }}
                tabindex={tappable.then_some("0")} aria-label={name}
                aria-pressed={tappable.then_some(if chosen { "true" } else { "false" })}>
                <rect class="cell-bg" x={x.to_string()} y={y.to_string()} width="10" height="10" />
                { symbol(kind, x + 5.0, y + 5.0) }
                // A marked square: a pen stroke from corner to corner, unlike the red cross's X.
                { if marked { html! { <path class="mark" d={format!("M{} {} L{} {}", x + 1.5, y + 8.5, x + 8.5, y + 1.5)}
                    data-fly={props.fly.as_ref().map(|f| format!("{f}-m{i}"))} /> } } else { html! {} } }
            </g>
        }
    });
    html! {
        <figure class={classes!("py-card", colour, props.selected.then_some("selected"))} aria-label={label.clone()}>
            <svg viewBox="0 0 52 56" role="group" aria-label={label} class={classes!(dragging.then_some("drag"))}
                {onpointermove} onpointerup={end_drag.clone()} onpointercancel={end_drag.clone()} onpointerleave={end_drag}>
                <rect class="card-frame" x="0" y="0" width="52" height="56" rx="2" />
                <text class="card-number" x="2" y="3.8">{ format!("#{}", props.card) }</text>
                { for cells }
            </svg>
        </figure>
    }
}
