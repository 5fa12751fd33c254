import InteractionEngine

/// `kind: button`: a UIButton. It handles its own touches and sends `onPress` on touch-up-inside, the
/// finger lifting within its bounds grown by `uikit.controlTouchMargin` (docs/semantics.md S5.10).
package struct ButtonKind: ViewKindSpec {
    package var onPress: String?

    package init() {}

    package static let name = "button"
    package static let summary = "a UIButton: handles its own touches, `onPress` on touch-up-inside"
    package static let plural = "buttons"
    package static let fields: [Field<ButtonKind>] = [
        .id("onPress", \.onPress, what: "onPress action", "the action recorded on touch-up-inside"),
    ]

    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {
        if let onPress { table.addAction(onPress, .once) }
    }

    package func build(_ view: ViewSpec, frame: Rect, _ builder: any SceneBuilding) -> View {
        let control = Control(id: view.id, frame: frame)
        control.onPress = onPress
        return control
    }
}
