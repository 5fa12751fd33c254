import InteractionEngine

/// `kind: scroll`: a UIScrollView. Its content offset is its bounds origin; it drags with its own pan
/// `<id>.pan` along the axes its content can scroll and holds content touches with `<id>.delay`
/// (docs/semantics.md S6.1, S6.2). It clips unless told otherwise.
package struct ScrollKind: ViewKindSpec {
    /// Nil means the view's own size (nothing to scroll).
    package var contentSize: Size?
    package var contentOffset: Point?
    /// The scroll view's properties, with UIKit's defaults where the trace says nothing.
    package var behavior = ScrollView.Behavior()
    /// Options for the scroll view's own pan `<id>.pan`, if given.
    package var panOptions: RecognizerSpec?

    package init() {}

    package static let name = "scroll"
    package static let summary = "a UIScrollView: content offset as bounds origin, dragged by its own pan `<id>.pan`"
    /// UIScrollView and the UIKit classes that are scroll views.
    package static let uikitClasses = [
        "UIScrollView", "UITableView", "UICollectionView", "UITextView", "UITableViewWrapperView", "WKScrollView",
        "UIWebScrollView", "_UIQueuingScrollView", "UITableViewCellScrollView", "UIPickerTableView",
    ]
    package static let legend: String? = "scroll view"
    package static let plural = "scroll views"
    package static let clipsByDefault = true
    package static let fields: [Field<ScrollKind>] = [
        Field(Key("contentSize", .size, default: "the view's size", "the size of the content")) { node, kind, context in
            kind.contentSize = context.values.size(node, "contentSize")
        },
        Field(Key("contentOffset", .point, default: "[0, 0]", "the content offset: the bounds origin (give this or boundsOrigin)")) { node, kind, context in
            if context.map.has("boundsOrigin") {
                context.diagnostics.error("contentOffset is a scroll view's bounds origin; give one of them", at: node.mark)
            } else {
                kind.contentOffset = context.values.point(node, "contentOffset")
            }
        },
        .bool("paging", \.behavior.isPagingEnabled, "settle on whole pages of the view's size"),
        .bool("bounces", \.behavior.bounces, "rubber-band past the edges and settle back"),
        .bool("delaysContentTouches", \.behavior.delaysContentTouches, "hold touch-down from the content for uikit.contentTouchDelay"),
        .bool("canCancelContentTouches", \.behavior.canCancelContentTouches, "a drag past the pan threshold cancels the content's touches"),
        .choice("decelerationRate", \.behavior.decelerationRate, "velocity kept per ms: normal 0.998, fast 0.99"),
        .choice("touchesShouldCancel", \.behavior.touchesShouldCancel,
                "touchesShouldCancel(in:): may a drag take a touch the content tracks? default: not from a UIControl (S6.1)"),
        .choice("touchesShouldBegin", \.behavior.touchesShouldBegin, "touchesShouldBegin(_:with:in:): never keeps every touch from the content"),
        .choice("keyboardDismissMode", \.behavior.keyboardDismissMode,
                "keyboardDismissMode: none, onDrag (a drag's start dismisses the keyboard), interactive (the finger drags it down) (S4.6)"),
        .bool("scrollsToTop", \.behavior.scrollsToTop, "a tap on the status bar may scroll it to its top (statusBarTap; S6.7)"),
        .bool("shouldScrollToTop", \.behavior.shouldScrollToTop,
              "its delegate's scrollViewShouldScrollToTop(_:) answer; false keeps a tap on the status bar from scrolling it (S6.7)"),
        Field(Key("pan", .mapping("recognizerOptions"), "options for the scroll view's own pan `<id>.pan`")) { node, kind, context in
            guard let options = MappingReader(node, "pan", context.diagnostics) else { return }
            let id = ScrollView.panID(context.map["id"]?.scalar ?? "")
            kind.panOptions = RecognizerDecoder(diagnostics: context.diagnostics).decodeOptions(options, id: id, type: PanGesture(), at: node)
        },
    ]

    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {
        table.add(view.id, to: .scrollView)
        table.defineRecognizer(ScrollView.panID(view.id), ScrollView.panType, at: view.location, since: since)
        table.defineRecognizer(ScrollView.delayID(view.id), ScrollView.delayType, at: view.location, since: since)
        if let panOptions { table.addRecognizer(panOptions) }
    }

    package func builtInRecognizerIDs(of view: ViewSpec) -> [String] { [ScrollView.panID(view.id), ScrollView.delayID(view.id)] }

    package func renamingRecognizers(_ rename: (RecognizerSpec) -> RecognizerSpec) -> ScrollKind {
        var copy = self
        copy.panOptions = panOptions.map(rename)
        return copy
    }

    package var builtInRecognizerOptions: [RecognizerSpec] { panOptions.map { [$0] } ?? [] }

    package func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View {
        let scroll = ScrollView(
            id: view.id, frame: frame, contentSize: contentSize ?? frame.size,
            contentTouchDelay: Settings.time(parts.settings.contentTouchDelay))
        if let contentOffset { scroll.contentOffset = contentOffset }
        scroll.behavior = behavior
        return scroll
    }
}
