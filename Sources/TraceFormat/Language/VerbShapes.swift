import InteractionEngine

/// Every verb an event may hold, with the shape of its argument and one line on what it does.
enum VerbShapes {
    struct Verb {
        let name: String
        let argument: Shape
        let doc: String
    }

    private static let finger = Key("finger", .integer(1...EventDecoder.maxFinger), default: "1", "which finger")
    private static let window = Shape.reference

    /// Touch inputs first, from their own declarations, then the rest.
    static let verbs: [Verb] = [
        Verb(name: "down", argument: .oneOf([.point, .mapping("fingerAt")]), doc: "a finger touches the screen"),
        Verb(name: "move", argument: .oneOf([.point, .mapping("fingerAt")]), doc: "a finger moves"),
        Verb(name: "up", argument: .oneOf([.null, .point, .mapping("fingerUp")]), doc: "a finger lifts (where it last was, when no point is given)"),
        Verb(name: "cancel", argument: .oneOf([.null, .mapping("fingerOnly")]), doc: "the system cancels a finger's touch"),
    ] + Registry.inputVerbs.map { Verb(name: $0.name, argument: $0.argument, doc: $0.doc) } + [
        Verb(name: "createWindow", argument: .mapping("window"), doc: "creates a window"),
        Verb(name: "show", argument: window, doc: "`isHidden = NO`"),
        Verb(name: "hide", argument: window, doc: "`isHidden = YES`"),
        Verb(name: "makeKey", argument: window, doc: "`makeKeyWindow`"),
        Verb(name: "makeKeyAndVisible", argument: window, doc: "`makeKeyAndVisible`"),
        Verb(name: "destroyWindow", argument: window, doc: "the window is released"),
        Verb(name: "setLevel", argument: .mapping("setLevel"), doc: "changes a window's level"),
        Verb(name: "alert", argument: .oneOf([.id, .mapping("alert")]), doc: "a system alert: window `<id>` with the full-screen view `<id>.dimming`"),
        Verb(name: "dismissAlert", argument: .id, doc: "dismisses an alert"),
        Verb(name: "addView", argument: .mapping("addView"), doc: "`[to addSubview:view]`: a new view, or an existing one moved"),
        Verb(name: "removeView", argument: .reference, doc: "`removeFromSuperview`"),
        Verb(name: "set", argument: .mapping("set"), doc: "changes properties of a view or a window"),
        Verb(name: "app", argument: .word(LifecycleEvent.allCases.map(\.rawValue)), doc: "an app lifecycle transition"),
        Verb(name: "scroll", argument: .mapping("scroll"), doc: "setContentOffset, at once or animated"),
        Verb(name: "push", argument: .mapping("push"), doc: "pushes a new instance of a page"),
        Verb(name: "pop", argument: .reference, doc: "pops a navigation view's top page"),
        Verb(name: "selectTab", argument: .mapping("selectTab"), doc: "selects a tab"),
        Verb(name: "refresh", argument: .reference, doc: "pull-to-refresh: the content reloads on the same page and scrolls to the top"),
    ]

    static let names = verbs.map(\.name)

    /// The keys of a declared argument mapping, for the decoder's checks and hints.
    static func keys(_ mapping: String) -> [String] {
        arguments.first { $0.name == mapping }?.keys.map(\.name) ?? []
    }

    static let event: [Key] = [
        Key("t", .time, "when, from the start (the first event may omit both t and after)"),
        Key("after", .time, "when, after the previous event"),
    ] + verbs.map { Key($0.name, $0.argument, $0.doc) }

    static let arguments: [MappingShape] = Registry.inputVerbs.flatMap(\.mappings) + [
        MappingShape("fingerAt", "a finger and a point", keys: [finger, Key("at", .point, required: true, "screen coordinates")]),
        MappingShape("fingerUp", "a finger, and where it lifts (where it last was, when not given)", keys: [
            finger, Key("at", .point, "screen coordinates"),
        ]),
        MappingShape("fingerOnly", "a finger", keys: [finger]),
        MappingShape("setLevel", "a window's new level", keys: [
            Key("window", .reference, required: true, "the window"),
            Key("level", .oneOf([.word(["normal", "statusBar", "alert"]), .number(unit: nil, range: nil)]), required: true, "the new level"),
        ]),
        MappingShape("alert", "an alert by id", keys: [Key("id", .id, required: true, "the alert's id")]),
        MappingShape("addView", "what to add where", keys: [
            Key("to", .reference, required: true, "a view id, a window id or `keyWindow`"),
            Key("view", .oneOf([.mapping("view"), .reference]), required: true, "a new view, or the id of one to move"),
        ]),
        MappingShape("set", "the view or window to change and its new properties", keys: [
            Key("view", .reference, "the view to change (or give window)"), Key("window", .reference, "the window to change (or give view)"),
            Key("frame", .rect, "a new frame"), Key("boundsOrigin", .point, "a new bounds origin"),
            Key("hidden", .bool, "on a window, hide or show"), Key("alpha", .number(unit: nil, range: 0...1), "a new alpha"),
            Key("interactive", .bool, "isUserInteractionEnabled"), Key("clips", .bool, "clipsToBounds"),
            Key("handles", ViewFields.phases, "phases the view handles"), Key("extraHitRects", .list(.rect, nonEmpty: false), "new extra hit rects"),
            Key("hitTest", .oneOf([.id, .null]), "a hit-test behaviour, or null to remove it"),
        ]),
        MappingShape("scroll", "a content offset change", keys: [
            Key("view", .reference, required: true, "a scroll view"), Key("to", .point, "the new offset (or give by)"),
            Key("by", .point, "a distance to move (or give to)"), Key("duration", .time, default: "0s (a jump)", "how long the animation takes"),
        ]),
        MappingShape("push", "a page to push", keys: [
            Key("nav", .reference, required: true, "a navigation view"), Key("page", .id, required: true, "a page template"),
        ]),
        MappingShape("selectTab", "a tab to select", keys: [
            Key("tabs", .reference, required: true, "a tab view"), Key("index", .integer(0...1000), required: true, "the tab's index"),
        ]),
        MappingShape("event", "one timed input: `t` or `after`, and exactly one verb", keys: event),
    ]
}
