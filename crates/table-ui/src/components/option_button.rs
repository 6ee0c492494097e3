//! A button for one option of the game: lit when the core lists it as legal, otherwise dimmed but
//! still touchable, so touching it can say why it is not possible now.

use yew::prelude::*;

/// Properties of [`OptionButton`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct OptionButtonProps {
    /// Whether the option is legal now.
    pub legal: bool,
    /// Chosen while legal.
    pub on_choose: Callback<()>,
    /// Touched while not legal: explain why.
    pub on_why: Callback<()>,
    /// Extra classes.
    #[prop_or_default]
    pub class: Classes,
    /// Accessible name, when the content is not enough.
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// Pressed state, for toggles.
    #[prop_or_default]
    pub pressed: Option<bool>,
    /// The button's content.
    #[prop_or_default]
    pub children: Html,
}

/// An option button.
#[component]
pub fn OptionButton(props: &OptionButtonProps) -> Html {
    let onclick = {
        let (legal, choose, why) = (props.legal, props.on_choose.clone(), props.on_why.clone());
        move |_: MouseEvent| if legal { choose.emit(()) } else { why.emit(()) }
    };
    html! {
        <button type="button"
            class={classes!("opt", if props.legal { "legal" } else { "off" }, props.class.clone())}
            aria-disabled={(!props.legal).then_some("true")}
            aria-pressed={props.pressed.map(|p| if p { "true" } else { "false" })}
            aria-label={props.label.clone()}
            {onclick}>
            { props.children.clone() }
        </button>
    }
}
