import InteractionEngine

/// Page templates become instances named `<page>#<n>`: every id inside takes the suffix, and
/// references to recognizers inside the page follow (docs/trace-format.md, Pages).
extension ViewSpec {
    /// Template recognizer ids → the ids their instances get: declared recognizers take the suffix;
    /// built-in ones are named from the instance view (`buy.tap` → `buy#2.tap`, `list.pan` → `list#2.pan`).
    package func recognizerRenames(suffix: String) -> [String: String] {
        var renames: [String: String] = [:]
        for view in subtree {
            var instance = view
            instance.id += suffix
            if view.onTap != nil { renames[view.tapRecognizerID] = instance.tapRecognizerID }
            for (template, renamed) in zip(view.kind.builtInRecognizerIDs(of: view), view.kind.builtInRecognizerIDs(of: instance)) {
                renames[template] = renamed
            }
            for recognizer in view.recognizers { renames[recognizer.id] = recognizer.id + suffix }
            renames.merge(view.kind.ownRecognizerRenames(of: view, suffix: suffix)) { first, _ in first }
        }
        return renames
    }

    /// This view tree as it appears in a page instance whose ids end in `suffix`.
    package func instance(suffix: String, renames: [String: String]) -> ViewSpec {
        var copy = self
        copy.id += suffix
        copy.place = -1
        copy.controller = controller.map { $0 + suffix }
        func renamed(_ recognizer: RecognizerSpec) -> RecognizerSpec {
            var r = recognizer.renamingReferences { renames[$0] ?? $0 }
            r.id = renames[r.id] ?? r.id
            return r
        }
        copy.recognizers = recognizers.map(renamed)
        copy.kind = kind.renamingRecognizers(renamed).instance(suffix: suffix)
        copy.children = children.map { $0.instance(suffix: suffix, renames: renames) }
        return copy
    }
}

extension ViewSpec {
    /// This view tree with every recognizer it declares, its kinds' included, passed through `map`.
    package func mappingRecognizers(_ map: (RecognizerSpec) -> RecognizerSpec) -> ViewSpec {
        var copy = self
        copy.recognizers = recognizers.map(map)
        copy.kind = kind.renamingRecognizers(map)
        copy.children = children.map { $0.mappingRecognizers(map) }
        return copy
    }
}

extension RecognizerSpec {
    /// The recognizer with every recognizer id it names (not its own) passed through `mapped`.
    package func renamingReferences(_ mapped: (String) -> String) -> RecognizerSpec {
        var r = self
        r.requireToFail = r.requireToFail.map(mapped)
        r.delegate.simultaneousWith = Set(r.delegate.simultaneousWith.map(mapped))
        r.delegate.requireFailureOf = r.delegate.requireFailureOf.map { $0.renamed(mapped($0.id)) }
        r.delegate.requiredToFailBy = r.delegate.requiredToFailBy.map { $0.renamed(mapped($0.id)) }
        return r
    }
}

extension WidgetSpec {
    /// A widget tree of a page instance: every id, and the embedded native view's tree with its
    /// recognizers, suffixed.
    package func instance(suffix: String) -> WidgetSpec {
        var copy = self
        copy.id += suffix
        if let embedded = platformView {
            // The native view's own recognizers take the suffix too, so two instances never share one.
            let renames = embedded.view.recognizerRenames(suffix: suffix)
            copy.platformView = (embedded.view.instance(suffix: suffix, renames: renames), embedded.policy, embedded.recognizers, embedded.onCreated)
        }
        copy.children = children.map { $0.instance(suffix: suffix) }
        return copy
    }
}
