import InteractionEngine

/// A SwiftUI view of a hosting view, as a trace declares it (docs/trace-format.md).
public struct SwiftUIViewSpec: Sendable {
    /// A gesture one of its modifiers attaches.
    public struct Gesture: Sendable {
        public var id: String
        public var type: any GestureType
        public var modifier = SwiftUIAttachment.Modifier.gesture
        public var mask = SwiftUIAttachment.Mask.all
        public var action: String?
        public var location: SourceLocation
        /// A part of an exclusive or simultaneous composition: the composition's id, how the two relate,
        /// and which part this is.
        public var pair: (group: String, pairing: SwiftUIAttachment.Pairing, role: SwiftUIAttachment.Part)?
        /// A `UIGestureRecognizerRepresentable`'s UIKit recognizer, made by the replay as a declared one is.
        public var recognizer: RecognizerSpec?
    }

    /// A `Button`'s style, as far as it decides who takes a press in a `List` row (S10.10).
    public enum ButtonStyle: String, Sendable, CaseIterable {
        case automatic, borderless, plain
    }

    public var id: String
    /// Nil means the parent's size.
    public var frame: Rect?
    /// Nil means `stack` with children, `shape` without.
    public var content: SwiftUINode.Content?
    public var action: String?
    /// The action a button's pressed state reports.
    public var pressed: String?
    public var hasContentShape = false
    public var allowsHitTesting = true
    public var isDisabled = false
    public var isHidden = false
    public var gestures: [Gesture] = []
    /// A `ScrollView`'s axis, content length along it, and initial offset (S10.6).
    public var scroll: (axis: Widget.Scroll.Axis, extent: Double, offset: Double)?
    /// A `List` (S10.10): its `scroll` is vertical and each child is a row.
    public var isList = false
    /// A button's style.
    public var buttonStyle = ButtonStyle.automatic
    /// A button whose `automatic` style in a List row makes it part of the row's one press: it has no
    /// press of its own.
    public var joinsRow = false
    /// A List row whose `automatic` buttons make it one press (S10.10), and their actions, in order.
    public var hasRowPress = false
    public var rowActions: [String] = []
    /// A `UIViewRepresentable`'s UIKit view tree (S10.7).
    public var representable: ViewSpec?
    public var children: [SwiftUIViewSpec] = []
    public var location: SourceLocation

    public var subtree: [SwiftUIViewSpec] { [self] + children.flatMap(\.subtree) }

    var resolvedContent: SwiftUINode.Content {
        if scroll != nil { return .scrollView }
        if representable != nil { return .representable }
        return content ?? (children.isEmpty ? .shape : .stack)
    }

    /// The UIKit views its representables hold, each with the bounds it fills (its view's size), in the
    /// order `build` takes them.
    func embeddedViews(in parentSize: Size, into found: inout [(spec: ViewSpec, bounds: Rect)]) {
        let size = (frame ?? Rect(origin: .zero, size: parentSize)).size
        if let representable { found.append((representable, Rect(origin: .zero, size: size))) }
        let inner = scroll.map { $0.axis == .vertical ? Size(size.width, $0.extent) : Size($0.extent, size.height) } ?? size
        for child in children { child.embeddedViews(in: inner, into: &found) }
    }

    /// The id of the hosting view inside a ScrollView's UIScrollView, which draws its children.
    static func scrollHostID(_ id: String) -> String { id + ".host" }

    /// The id of a button's press in `gesture` records.
    var pressID: String { id + ".press" }

    /// The id of a List row's press, which stands for the cell's selection.
    var rowPressID: String { id + ".selection" }

    /// Marks a List's rows: each row with `automatic` buttons becomes one press that runs their actions,
    /// and those buttons lose their own (S10.10). A nested ScrollView, List or representable keeps its
    /// buttons.
    mutating func markRows() {
        for index in children.indices {
            var actions: [String] = []
            children[index].joinRow(collecting: &actions, isRow: true)
            children[index].hasRowPress = children[index].subtree.contains(where: \.joinsRow)
            children[index].rowActions = actions
        }
    }

    private mutating func joinRow(collecting actions: inout [String], isRow: Bool) {
        if !isRow, scroll != nil || representable != nil { return }
        if resolvedContent == .button, buttonStyle == .automatic {
            joinsRow = true
            if let action { actions.append(action) }
        }
        for index in children.indices { children[index].joinRow(collecting: &actions, isRow: false) }
    }

    /// Every gesture id it defines with its type and where it is written (a button's press among them).
    var recognizerIDs: [(id: String, type: any GestureType.Type, location: SourceLocation)] {
        var ids = gestures.map { ($0.id, Swift.type(of: $0.type) as any GestureType.Type, $0.location) }
        if resolvedContent == .button, !joinsRow { ids.insert((pressID, SwiftUIButtonPress.self, location), at: 0) }
        if hasRowPress { ids.insert((rowPressID, SwiftUIButtonPress.self, location), at: 0) }
        return ids
    }

    /// Every recognizer id it and the views inside define, with the id each takes in a page instance whose
    /// ids end in `suffix`: gestures take the suffix, a button's press, a row's press and a ScrollView's
    /// recognizers are named from the suffixed view, a representable's views as any view's are.
    func recognizerRenames(suffix: String, into renames: inout [String: String]) {
        var instance = self
        instance.id += suffix
        for gesture in gestures { renames[gesture.id] = gesture.id + suffix }
        if resolvedContent == .button { renames[pressID] = instance.pressID }
        if hasRowPress { renames[rowPressID] = instance.rowPressID }
        if scroll != nil {
            renames[ScrollView.panID(id)] = ScrollView.panID(instance.id)
            renames[ScrollView.delayID(id)] = ScrollView.delayID(instance.id)
        }
        if let representable { renames.merge(representable.recognizerRenames(suffix: suffix)) { first, _ in first } }
        for child in children { child.recognizerRenames(suffix: suffix, into: &renames) }
    }

    /// The view with its representable gestures' recognizers, and those its representables' views
    /// declare, passed through `map`.
    func mappingRecognizers(_ map: (RecognizerSpec) -> RecognizerSpec) -> SwiftUIViewSpec {
        var copy = self
        copy.gestures = gestures.map { gesture in
            var mapped = gesture
            mapped.recognizer = gesture.recognizer.map(map)
            return mapped
        }
        copy.representable = representable?.mappingRecognizers(map)
        copy.children = children.map { $0.mappingRecognizers(map) }
        return copy
    }

    /// The same view with every id suffixed (a page instance's).
    func instance(suffix: String) -> SwiftUIViewSpec {
        var copy = self
        copy.id += suffix
        copy.gestures = gestures.map { gesture in
            var renamed = gesture
            renamed.id += suffix
            return renamed
        }
        copy.representable = representable.map { $0.instance(suffix: suffix, renames: $0.recognizerRenames(suffix: suffix)) }
        copy.children = children.map { $0.instance(suffix: suffix) }
        return copy
    }

    /// The UIKit recognizers of its `UIGestureRecognizerRepresentable` gestures and those inside it, in
    /// the order `build` takes them.
    func representableRecognizers(into found: inout [RecognizerSpec]) {
        found.append(contentsOf: gestures.compactMap(\.recognizer))
        for child in children { child.representableRecognizers(into: &found) }
    }

    /// The node tree of this view, in a parent of `parentSize` whose origin is `origin` in its hosting
    /// view's coordinates; a view without a frame fills its parent. A ScrollView's UIScrollView and the
    /// hosting view inside it are made here, with `settings`.
    func build(in parentSize: Size, origin: Point, settings: Settings, embedded views: inout IndexingIterator<[View]>,
               recognizers: inout IndexingIterator<[GestureRecognizer]>) -> SwiftUINode {
        let frame = self.frame ?? Rect(origin: .zero, size: parentSize)
        let node = SwiftUINode(id: id, frame: frame, content: resolvedContent)
        node.hasContentShape = hasContentShape
        node.allowsHitTesting = allowsHitTesting
        node.isDisabled = isDisabled
        node.isHidden = isHidden
        let hostOrigin = Point(origin.x + frame.origin.x, origin.y + frame.origin.y)
        if resolvedContent == .button, !joinsRow {
            let press = GestureRecognizer(id: pressID, type: SwiftUIButtonPress(frame: Rect(origin: hostOrigin, size: frame.size), pressed: pressed), action: action)
            node.attach(press, .gesture)
        }
        if hasRowPress {
            // The row's cell takes the press anywhere in its frame and runs every joined button's action.
            node.hasContentShape = true
            let type = SwiftUIButtonPress(frame: Rect(origin: hostOrigin, size: frame.size), moreActions: Array(rowActions.dropFirst()))
            node.attach(GestureRecognizer(id: rowPressID, type: type, action: rowActions.first), .gesture)
        }
        for gesture in gestures {
            // A representable's recognizer was made by the replay, with its delegate and options.
            let made = gesture.recognizer != nil ? recognizers.next() : nil
            node.attach(made ?? GestureRecognizer(id: gesture.id, type: gesture.type, action: gesture.action), gesture.modifier, including: gesture.mask,
                        pair: gesture.pair.map { SwiftUIAttachment.Pair(group: $0.group, pairing: $0.pairing, role: $0.role) })
        }
        if representable != nil { node.placedView = views.next() }
        guard let scroll else {
            for child in children { node.addChild(child.build(in: frame.size, origin: hostOrigin, settings: settings, embedded: &views, recognizers: &recognizers)) }
            return node
        }
        let contentSize = scroll.axis == .vertical ? Size(frame.size.width, scroll.extent) : Size(scroll.extent, frame.size.height)
        for child in children { node.addChild(child.build(in: contentSize, origin: .zero, settings: settings, embedded: &views, recognizers: &recognizers)) }
        let scrollView = ScrollView(id: id, frame: frame, contentSize: contentSize, contentTouchDelay: Settings.time(settings.contentTouchDelay))
        scrollView.contentOffset = scroll.axis == .vertical ? Point(0, scroll.offset) : Point(scroll.offset, 0)
        let host = HostingView(id: Self.scrollHostID(id), frame: Rect(origin: .zero, size: contentSize), roots: node.children,
                               generation: settings.swiftUIGeneration, nested: true)
        scrollView.addSubview(host)
        node.placedView = scrollView
        return node
    }
}
