import InteractionEngine

/// The keys of `recognizers:` entries: the options every recognizer takes, its delegate as data, and
/// each type's own parameters (docs/semantics.md S5).
enum RecognizerFields {
    static let options: [Key] = {
        let uikit = GestureOptions()
        return [
            Key("action", .id, "the name in `action` records"),
            Key("cancelsTouchesInView", .bool, default: String(uikit.cancelsTouchesInView), "on recognition the view's touches are cancelled (S5.2)"),
            Key("delaysTouchesBegan", .bool, default: String(uikit.delaysTouchesBegan), "began phases wait while it is possible (S5.3)"),
            Key("delaysTouchesEnded", .bool, default: String(uikit.delaysTouchesEnded), "ended phases wait while it is possible (S5.4)"),
            Key("enabled", .bool, default: "true", "a disabled recognizer sees no touches"),
            Key("endsEditing", .bool, default: "false", "its action sends endEditing(true) to its view, resigning a text input inside it (S4.5)"),
            Key("requireToFail", .list(.reference, nonEmpty: false), default: "none", "recognizers that must fail before this one may recognize (S5.7)"),
            Key("delegate", .oneOf([.id, .mapping("delegate")]),
                "UIGestureRecognizerDelegate: the app's, by the name it is registered under in Swift (Hooks.register(delegate:)), or as data (S5.6–S5.8)"),
        ]
    }()

    static let common: [Key] = [
        Key("id", .id, required: true, "the recognizer's id, in the trace's one namespace"),
        Key("type", .word(Registry.gestureTypes.map { $0.name }), required: true, "what it recognizes"),
    ] + options

    static let delegate: [Key] = [
        Key("shouldBegin", .mapping("region"), "gestureRecognizerShouldBegin: only when the sequence started in (or outside) a rect"),
        Key("shouldReceive", .mapping("region"), "gestureRecognizer(_:shouldReceive:): only touches starting in (or outside) a rect"),
        Key("simultaneousWith", .list(.reference, nonEmpty: false), default: "none", "recognizers it may recognize alongside"),
        Key("requireFailureOf", .list(.oneOf([.reference, .mapping("failureRequirement")]), nonEmpty: false), default: "none",
            "shouldRequireFailureOf: this recognizer waits for these to fail, per touch sequence"),
        Key("requiredToFailBy", .list(.oneOf([.reference, .mapping("failureRequirement")]), nonEmpty: false), default: "none",
            "shouldBeRequiredToFailBy: these recognizers wait for this one to fail, per touch sequence"),
    ]

    static let region: [Key] = [
        Key("startedIn", .rect, "screen coordinates; give this or startedOutside"),
        Key("startedOutside", .rect, "screen coordinates; give this or startedIn"),
    ]

    static let failureRequirement: [Key] = [
        Key("id", .reference, required: true, "the recognizer that must fail"),
        Key("unlessStartedIn", .rect, "no requirement when the sequence started in this rect"),
        Key("onlyIfStartedIn", .rect, "the requirement holds only when the sequence started in this rect"),
    ]

    static var shapes: [MappingShape] {
        [
            MappingShape("recognizer", "a UIGestureRecognizer on a view", keys: common, variants: Registry.gestureTypes.map { type in
                MappingShape.Variant(discriminator: "type", value: type.name, summary: type.summary, keys: type.keys)
            }),
            MappingShape("recognizerOptions", "options for a view's built-in recognizer (a scroll view's `pan`)", keys: options),
            MappingShape("backGesture", "a navigation view's back gesture with options", keys: [
                Key("kind", .word(NavigationView.BackGesture.allCases.map(\.rawValue)), required: true, "which gesture"),
            ] + options),
            MappingShape("delegate", "a recognizer's delegate, as data", keys: delegate),
            MappingShape("region", "where a touch sequence started", keys: region),
            MappingShape("failureRequirement", "a delegate failure requirement with an exception", keys: failureRequirement),
        ]
    }
}

extension DeclaredGestureType {
    /// Its parameters as reference keys.
    static var keys: [Key] { parameters.map(Key.init) }
}
