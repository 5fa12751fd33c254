import InteractionEngine

/// `kind: button`: a UIButton, or another UIControl named by `class`. It handles its own touches and
/// sends `onPress` on touch-up-inside, the finger lifting within its bounds grown by
/// `uikit.controlTouchMargin` (docs/semantics.md S9.5); its class decides whether an ancestor's single
/// tap may take its tap (S5.10).
package struct ButtonKind: ViewKindSpec {
    package var onPress: String?
    /// The app's target for the control's events (`Hooks.register(controlEvents:)`).
    package var handler: String?
    /// The UIKit class the control is or descends from.
    package var controlClass = ControlClass.button
    /// A UISlider's or UISwitch's knob, in the control's coordinates.
    package var knob: Rect?

    package init() {}

    package static let name = "button"
    package static let summary = "a UIButton, or the UIControl `class` names: handles its own touches, `onPress` on touch-up-inside"
    package static let plural = "buttons"
    /// UIControl and the UIKit controls that handle their own touches.
    package static let uikitClasses = [
        "UIButton", "UIControl", "UIRoundedRectButton", "UINavigationButton", "UISwitch", "UISlider", "UISegmentedControl",
        "UIStepper", "UIPageControl", "UIDatePicker", "UIColorWell", "_UIButtonBarButton", "_UIModernBarButton",
    ]
    package static let legend: String? = "button"
    package static let fields: [Field<ButtonKind>] = [
        .id("onPress", \.onPress, what: "onPress action", "the action recorded on touch-up-inside"),
        .id("handler", \.handler, what: "handler", "the app's target-action for the button's events, registered in Swift (Hooks.register(controlEvents:))"),
        .choice("class", \.controlClass, "the UIKit class the control is or descends from; an ancestor's single tap takes the tap of a UISlider or another UIControl, not of the others (S5.10)"),
        Field(Key("knob", .rect, default: "the whole control",
                  "a UISlider's or UISwitch's knob, in the control's coordinates: a one-finger swipe (slider) or pan (switch) along the control that starts there stays the control's (S5.10)")) { node, kind, context in
            guard let named = context.map["class"]?.scalar.flatMap(ControlClass.init(rawValue:)), named.hasKnob else {
                return context.diagnostics.error("knob applies to a UISlider or a UISwitch; add class: UISlider or class: UISwitch", at: node.mark)
            }
            kind.knob = context.values.rect(node, "knob")
        },
    ]

    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {
        if let onPress { table.addAction(onPress, .once) }
        table.checkHook(.controlEvents, handler, at: view.location)
    }

    package func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View {
        let control = Control(id: view.id, frame: frame)
        control.onPress = onPress
        control.controlClass = controlClass
        control.knob = knob
        if let handler { control.hookNames = ViewHookNames(controlEvents: handler) }
        return control
    }
}
