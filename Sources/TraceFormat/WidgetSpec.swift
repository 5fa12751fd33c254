import InteractionEngine

/// A Flutter widget as a trace declares it (docs/trace-format.md).
public struct WidgetSpec: Sendable {
    public var id: String
    /// Nil means the parent's size.
    public var frame: Rect?
    /// Nil means the default: deferToChild with children, opaque without.
    public var behavior: Widget.Behavior?
    public var gestures = Widget.Gestures()
    public var listener: Widget.Listener?
    /// Nil means averageBoundaryPointers, iOS's.
    public var dragStrategy: Widget.DragStrategy?
    /// Nil means start.
    public var dragStartBehavior: Widget.DragStartBehavior?
    public var longPressDuration: Time?
    /// GestureDetector's supportedDevices; nil for every kind.
    public var supportedDevices: Set<PointerStyle.Device>?
    /// The buttons the double tap takes; nil for the primary only.
    public var doubleTapButtons: PointerStyle.Buttons?
    /// nil: the default (kTouchSlop); .some(nil): no limit.
    public var tapPostAcceptSlop: Double??
    /// A GestureDetector over a painted child that fills it.
    public var painted = false
    /// A TextField: a tap on it requests the keyboard.
    public var textField = false
    /// The frame it takes in landscape.
    public var landscapeFrame: Rect?
    /// An IgnorePointer or AbsorbPointer around it.
    public var barrier: Widget.PointerBarrier?
    public var children: [WidgetSpec] = []
    /// A scrollable's axis and content length.
    public var scroll: Widget.Scroll?
    /// A scrollable's initial offset.
    public var scrollOffset: Point?
    /// A native view embedded here (a UiKitView), its gesture blocking policy and the recognizers
    /// that compete in the arena for it.
    public var platformView: (view: ViewSpec, policy: PlatformView.Policy, recognizers: [PlatformView.ArenaRecognizer], onCreated: String?)?
    public var location: SourceLocation

    public var subtree: [WidgetSpec] { [self] + children.flatMap(\.subtree) }

    /// Every action name its callbacks record.
    public var actions: [String] {
        WidgetFields.gestures.compactMap { gestures[keyPath: $0.path] } + [listener?.down, listener?.move, listener?.up, platformView?.onCreated].compactMap { $0 }
    }

    /// Whether a GestureDetector callback of the recognizer `member` (`tap`, `longPress`, …) is set.
    func hasCallback(of member: String) -> Bool {
        WidgetFields.gestures.contains { $0.member == member && gestures[keyPath: $0.path] != nil }
    }

    /// The arena member names its recognizers use: `<id>.tap`, `<id>.verticalDrag`, …
    public var arenaMembers: [String] {
        var members: [String] = []
        for gesture in WidgetFields.gestures where gestures[keyPath: gesture.path] != nil && !members.contains(id + "." + gesture.member) {
            members.append(id + "." + gesture.member)
        }
        if let scroll { members.append(id + (scroll.axis == .vertical ? ".verticalDrag" : ".horizontalDrag")) }
        if textField, !members.contains(id + ".tap") { members.append(id + ".tap") }
        if platformView != nil { members.append(id + ".platformView") }
        return members
    }
}

extension WidgetSpec {
    /// The behavior a widget takes when the trace gives none (docs/semantics.md S7.1): a Scrollable's
    /// detector is opaque; a GestureDetector defers to its child, or is translucent without one; a leaf
    /// with no callbacks is a box that paints, opaque.
    var defaultBehavior: Widget.Behavior {
        if scroll != nil || textField { return .opaque }
        if !children.isEmpty || painted { return .deferToChild }
        return gestures.isEmpty ? .opaque : .translucent
    }

    /// The native views this widget and its descendants embed, each with the bounds it fills (its
    /// widget's size), in the order `build` takes them: a widget's own before its children's.
    func embeddedViews(in parentSize: Size, into found: inout [(spec: ViewSpec, bounds: Rect)]) {
        let size = (frame ?? Rect(origin: .zero, size: parentSize)).size
        if let embedded = platformView { found.append((embedded.view, Rect(origin: .zero, size: size))) }
        for child in children { child.embeddedViews(in: size, into: &found) }
    }

    /// The render object tree of this widget, taking its embedded native views, made already, from
    /// `embedded`; a widget without a frame fills its parent.
    func build(in parentSize: Size, embedded views: inout IndexingIterator<[View]>) -> Widget {
        let frame = self.frame ?? Rect(origin: .zero, size: parentSize)
        let widget = Widget(id: id, frame: frame, behavior: behavior ?? defaultBehavior)
        widget.hasPaintedChild = painted
        widget.isTextField = textField
        widget.landscapeFrame = landscapeFrame
        widget.barrier = barrier
        widget.scroll = scroll
        if let scrollOffset { widget.scrollOffset = scrollOffset }
        widget.gestures = gestures
        widget.listener = listener
        if let dragStrategy { widget.dragStrategy = dragStrategy }
        if let dragStartBehavior { widget.dragStartBehavior = dragStartBehavior }
        widget.longPressDuration = longPressDuration
        widget.supportedDevices = supportedDevices
        if let doubleTapButtons { widget.doubleTapButtons = Set([PointerStyle.Buttons.primary, .secondary].filter { doubleTapButtons.contains($0) }.map(\.rawValue)) }
        if let tapPostAcceptSlop { widget.tapPostAcceptSlop = tapPostAcceptSlop }
        if let embedded = platformView, let view = views.next() {
            widget.embedded = Widget.Embedded(view: view, policy: embedded.policy, gestureRecognizers: embedded.recognizers,
                                              onCreated: embedded.onCreated)
        }
        for child in children { widget.addChild(child.build(in: frame.size, embedded: &views)) }
        return widget
    }
}
