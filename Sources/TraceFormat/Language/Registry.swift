import InteractionEngine

/// Every unit of the trace language that a trace names by a word, one line each. The decoder, the id
/// table, the reference in docs/trace-format.md and the JSON Schema all read these lists.
package enum Registry {
    /// Recognizer types, in the order the reference lists them (`type: tap`).
    static let gestureTypes: [any DeclaredGestureType.Type] = [
        TapGesture.self,
        PanGesture.self,
        LongPressGesture.self,
        EdgePanGesture.self,
        SwipeGesture.self,
        PinchGesture.self,
        RotationGesture.self,
        WebTouchEventsGesture.self,
        FlutterProxyGesture.self,
        CustomGesture.self,
    ]

    /// Every verb an event may hold, in reference order: finger primitives, touch inputs, commands.
    package static let verbs: [VerbDeclaration] = [
        PointerVerbs.down, PointerVerbs.move, PointerVerbs.up, PointerVerbs.cancel, PointerVerbs.systemGesture, SetPointer.verb,
        TapInput.verb, SwipeInput.verb, LongPressInput.verb, PinchInput.verb, RotateInput.verb,
        CreateWindow.verb,
    ] + WindowCall.verbs + [
        SetLevel.verb, ShowAlert.verb, DismissAlert.verb, AddView.verb, RemoveView.verb, SetProperties.verb,
        AppLifecycle.verb, RotateInterface.verb, FirstResponderCall.becomeVerb, FirstResponderCall.resignVerb, EndEditing.verb,
        SetRecognizerEnabled.enableVerb, SetRecognizerEnabled.disableVerb, ScrollContent.verb, ReorderWidgets.verb, DisposeGestures.verb, RebuildPlatformView.verb,
        SetEngineViewController.verb, ReleaseController.verb, Push.verb, Pop.verb, Present.verb, Dismiss.verb, SelectTab.verb, Refresh.verb,
        StatusBarTap.verb,
    ]

    /// View kinds (`kind: scroll`); the first is the default.
    static let viewKinds: [any ViewKindSpec.Type] = [
        PlainViewKind.self,
        ButtonKind.self,
        ScrollKind.self,
        NavigationKind.self,
        TabsKind.self,
        FlutterKind.self,
        SwiftUIKind.self,
        TextFieldKind.self,
        TextViewKind.self,
    ]

    /// The kind a view of one of `classes` (a UIKit class and its base classes) is declared as: the
    /// first kind, in registry order, that stands for one of them; nil for none.
    package static func viewKind(forUIKitClasses classes: [String]) -> (any ViewKindSpec.Type)? {
        viewKinds.first { kind in classes.contains { kind.uikitClasses.contains($0) } }
    }

    /// The kinds pictures draw apart from a plain view, in registry order.
    package static var drawnKinds: [any ViewKindSpec.Type] { viewKinds.filter { $0.legend != nil } }

    /// Verbs by name, for the decoder.
    static let verbsByName: [String: VerbDeclaration] = Dictionary(verbs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// For each key only some view kinds take, the first kind (in registry order) that takes it.
    static let viewKindByKey: [String: any ViewKindSpec.Type] = {
        var owners: [String: any ViewKindSpec.Type] = [:]
        for kind in viewKinds {
            for name in kind.fieldNames where owners[name] == nil { owners[name] = kind }
        }
        return owners
    }()

    /// Every key a view may have: `id`, `kind`, the common keys, then each kind's.
    static let viewKeyNames: [String] = [ViewFields.id.name, ViewFields.kind.name] + ViewFields.common.map(\.name)
        + viewKinds.flatMap { $0.fieldNames }
}

extension DeclaredGestureType {
    /// The keys only this type takes.
    static var parameterNames: [String] { parameters.map(\.name) }

    /// A recognizer of this type with the keys `map` sets, or nil when one of them is wrong.
    static func read(from map: MappingReader, _ values: ValueReader) -> (any GestureType)? {
        var gesture = Self()
        return values.read(parameters, from: map, into: &gesture) ? gesture : nil
    }
}

extension ViewKindSpec {
    /// The keys only this kind takes.
    static var fieldNames: [String] { fields.map(\.name) }

    /// This kind's settings as `context`'s mapping writes them.
    static func read(_ context: FieldContext) -> any ViewKindSpec { read(fields, context) }
}

extension ViewKindSpec {
    /// The keys only this kind takes, for the reference and the schema.
    static var keys: [Key] { fields.map(\.key) }
}
