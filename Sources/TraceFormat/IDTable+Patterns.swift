import InteractionEngine

/// Expectation patterns, checked against everything the trace knows (`PatternCheck`).
extension IDTable {
    /// Names in a pattern must exist, in slots its record shapes allow (`PatternCheck`).
    func checkPattern(_ expectation: Expectation, _ context: PatternContext) {
        if let problem = PatternCheck(context: context).problemDeferringHint(expectation.pattern) {
            diagnostics.add(Diagnostic(problem.message, at: expectation.location), hint: problem.hint)
        }
    }

    /// What patterns are checked against: the trace's names, its page instances, what each
    /// recognizer records, its fingers and its tab views.
    func patternContext(_ inputs: InputSummary?) -> PatternContext {
        var context = PatternContext(names: names(in:))
        let instances = pageInstances
        context.instanceProblem = { instances.problem($0, inRecords: true) }
        let types = recognizerTypes
        context.gestureRecords = { id in types[Self.templateID(id)].map(GestureRecords.init) }
        context.fingers = inputs?.fingers
        context.touchDowns = inputs?.downs
        let tabs = tabCounts
        context.tabCount = { tabs[Self.templateID($0)] }
        let actions = actionRecords
        context.actionRecords = { actions[$0] }
        return context
    }

    /// The trace's names a record slot may hold.
    func names(in namespace: RecordShape.Namespace) -> Set<String> {
        func ids(_ kinds: [Kind]) -> Set<String> { idSet(kinds) }
        switch namespace {
        case .window: return ids([.window, .alert]).union([Keyboard.windowID])
        case .view: return ids([.view, .page])
        case .anyView: return ids([.view, .page, .window, .alert]).union([Keyboard.windowID, Keyboard.keysID])
        case .responder: return ids([.view, .page, .controller, .window, .alert]).union(["app", Keyboard.windowID, Keyboard.keysID])
        case .recognizer: return ids([.recognizer])
        case .page: return ids([.page])
        case .controller: return ids([.controller])
        case .action: return names(.action)
        case .scrollView: return names(.scrollView)
        case .navigationView: return names(.navigationView)
        case .tabView: return names(.tabView)
        case .arenaMember: return names(.arenaMember)
        case .contentID: return names(.contentID)
        case .exposurePage: return ids([.page, .controller, .window, .alert])
        case .exposureSlot: return names(.exposureSlot)
        case .platformView: return names(.platformView)
        case .engine: return names(.engine)
        }
    }
}
