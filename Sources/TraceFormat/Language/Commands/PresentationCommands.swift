import InteractionEngine
import TraceYAML

/// `present: {page, from, style, modalInPresentation}`: a controller presents a new instance of a page,
/// whose root view's controller is the presented one (docs/semantics.md S6.5).
package struct Present: Command {
    package let page: String
    package let from: String
    package let style: PresentationStyle
    package let modalInPresentation: Bool
    package let location: SourceLocation
    package var verbName: String { "present" }

    /// The ids of the parts this presentation makes, by template: `<page>.container`, and for a sheet
    /// `<page>.dimming` and, unless modal, `<page>.dismissPan`.
    private func parts(_ settings: Settings) -> [(id: String, kind: IDTable.Kind)] {
        var parts: [(String, IDTable.Kind)] = [(Presentation.containerID(page), .view)]
        if style.resolved(automatic: settings.automaticPresentation).isSheet {
            parts.append((Presentation.dimmingID(page), .view))
            if !modalInPresentation { parts.append((Presentation.dismissPanID(page), .recognizer)) }
        }
        return parts
    }

    package func define(in table: inout IDTable, event: TraceEvent) {
        table.countInstance(of: page, at: event.location)
        for part in parts(table.settings) {
            // The sheet's dismissal pan is a downward UIPanGestureRecognizer (PresentationOperations).
            table.definePart(part.id, part.kind, type: part.kind == .recognizer ? PanGesture.self : nil, at: event.location, since: event.index)
        }
    }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(from, as: [.controller], at: location, event: event.index)
        table.resolve(page, as: [.page], at: event.location, event: event.index)
        if table.isPageWithoutController(page) {
            table.diagnostics.add(Diagnostic(
                "page '\(page)' has no view controller to present: give its root view 'controller: <id>'", at: event.location))
        }
    }


    static let mapping = MappingShape("present", "a page to present, by whom, and how", keys: [
        Key("page", .id, required: true, "a page template; its root view's controller is the one presented"),
        Key("from", .reference, required: true, "the view controller `present` is sent to; UIKit may forward it up (S6.5)"),
        Key("style", .word(PresentationStyle.allCases.map(\.rawValue)), default: "automatic",
            "modalPresentationStyle; `automatic` is a form sheet (iOS 18 on; `uikit.automaticPresentation` for earlier iOS), the same card as a page sheet on an iPhone"),
        Key("modalInPresentation", .bool, default: "false", "isModalInPresentation: a sheet without the swipe-down dismissal"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "present", reads: Present.self, argument: .mapping("present"),
                                      doc: "a view controller presents a new instance of a page", mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "present") else { return nil }
        let page = map.required("page").flatMap { reader.values.id($0, "page") }
        let from = map.required("from").flatMap { reader.values.reference($0, "from") }
        let style = map["style"].map { reader.values.choice($0, "style", PresentationStyle.allCases.map { ($0.rawValue, $0) }) } ?? .automatic
        let modal = map["modalInPresentation"].map { reader.values.bool($0, "modalInPresentation") } ?? false
        guard let page, let from, let style, let modal else { return nil }
        return Present(page: page, from: from, style: style, modalInPresentation: modal,
                       location: reader.diagnostics.location((map["from"] ?? node).mark))
    }
}

/// `dismiss: controller`: `dismiss(animated:)` sent to a controller — it dismisses what it presents,
/// or, when it presents nothing, asks its presenter to dismiss it (docs/semantics.md S6.5).
package struct Dismiss: Command {
    package let controller: String
    package var verbName: String { "dismiss" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(controller, as: [.controller], at: event.location, event: event.index)
    }


    static let verb: VerbDeclaration = VerbDeclaration(command: "dismiss", reads: Dismiss.self, argument: .reference,
                                      doc: "`dismiss(animated:)` sent to a view controller") { node, reader in
        reader.values.reference(node, "dismiss's controller").map { Dismiss(controller: $0) }
    }
}
