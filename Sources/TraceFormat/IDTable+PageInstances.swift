import InteractionEngine

/// References to page members (docs/trace-format.md, Pages): which instances can exist, and whether a
/// reference names one of them.
extension IDTable {
    /// A reference to something in a page template names one of its instances: by number, or by the
    /// template id when the page has one instance (resolved to it for the replay); else an error
    /// naming the instances, so it is never a reference to nothing.
    func resolveInstance(_ reference: String, at location: SourceLocation) {
        if let problem = pageInstances.problem(reference, inRecords: false) {
            diagnostics.add(Diagnostic(problem, at: location))
        } else if let sole = pageInstances.soleInstance(of: reference) {
            resolutions.ids[reference] = sole
        }
    }

    /// Works out which page instances can exist; page templates that show one another are an error.
    mutating func countPageInstances(_ pages: [ViewSpec]) {
        let table = self
        pageInstances = PageInstances(pages: pages, sources: instanceSources) { instance in table.names(definedBy: instance) }
        for cycle in pageInstances.cycles {
            let path = (cycle.pages + [cycle.pages[0]]).joined(separator: " → ")
            let what = cycle.pages.count == 1
                ? "page '\(cycle.pages[0])' shows itself through a navigation stack or tab bar (\(path)); building it"
                : "pages show one another through navigation stacks or tab bars (\(path)); building any of them"
            diagnostics.add(Diagnostic("\(what) would never end", at: cycle.location))
        }
    }

    /// Every id and name a view tree brings, as this table would define them.
    private func names(definedBy root: ViewSpec) -> [String] {
        var scratch = IDTable(diagnostics: Diagnostics(file: diagnostics.file), hooks: hooks)
        scratch.define(root, since: -1)
        return Array(scratch.entries.keys) + scratch.roles.values.flatMap { $0 }
    }

    /// Whether a reference from a recognizer to another of the same page template is renamed with it
    /// in each instance (`cellTap` in the page is this instance's `cellTap#<n>`).
    func isRenamedInPage(_ reference: String, from recognizer: String) -> Bool {
        guard pageInstances.renamedInPage.contains(reference), let page = pageInstances.forms[reference]?.page else { return false }
        return pageInstances.forms[recognizer]?.page == page
    }
}
