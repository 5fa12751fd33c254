import InteractionEngine

/// `kind: view` (the default): a plain UIView.
package struct PlainViewKind: ViewKindSpec {
    package init() {}

    package static let name = "view"
    package static let summary = "a plain UIView"
    package static let plural = "plain views"
    package static let fields: [Field<PlainViewKind>] = []

    package func build(_ view: ViewSpec, frame: Rect, _ builder: any SceneBuilding) -> View {
        View(id: view.id, frame: frame)
    }
}
