import InteractionEngine

/// `kind: button`: a UIButton. It handles its own touches and sends `onPress` on touch-up-inside, the
/// finger lifting within its bounds grown by `uikit.controlTouchMargin` (docs/semantics.md S5.10).
package struct ButtonKind: ViewKindSpec {
    package var onPress: String?
    /// The app's target for the control's events (`Hooks.register(controlEvents:)`).
    package var handler: String?

    package init() {}

    package static let name = "button"
    package static let summary = "a UIButton: handles its own touches, `onPress` on touch-up-inside"
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
    ]

    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {
        if let onPress { table.addAction(onPress, .once) }
        table.checkHook(.controlEvents, handler, at: view.location)
    }

    package func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View {
        let control = Control(id: view.id, frame: frame)
        control.onPress = onPress
        if let handler { control.hookNames = ViewHookNames(controlEvents: handler) }
        return control
    }
}
