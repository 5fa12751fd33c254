import InteractionEngine

/// `kind: view` (the default): a plain UIView.
package struct PlainViewKind: ViewKindSpec {
    package init() {}

    package static let name = "view"
    package static let summary = "a plain UIView"
    package static let plural = "plain views"
    package static let fields: [Field<PlainViewKind>] = []
    package var buildsPlainView: Bool { true }

    package func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View {
        Self.view(id: view.id, frame: frame)
    }

    /// The view it builds, from the only keys it reads: a builder with thousands of plain views makes
    /// them here without handing each one's spec over.
    package static func view(id: String, frame: Rect) -> View {
        View(id: id, frame: frame)
    }
}
