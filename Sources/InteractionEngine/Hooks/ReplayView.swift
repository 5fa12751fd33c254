import Foundation

/// A view as the app's own code sees it inside a hook: UIView's names and Core Graphics' types, so
/// decision code written over those members (or over a small protocol that both `UIView` and this
/// satisfy) is the same source in the app and in the replay. Two handles are equal when they are the
/// same view.
public struct ReplayView: Equatable, CustomStringConvertible {
    let view: View

    init(_ view: View) {
        self.view = view
    }

    public static func == (a: ReplayView, b: ReplayView) -> Bool { a.view === b.view }

    /// The view's id in the trace, which stands for its accessibility identifier.
    public var accessibilityIdentifier: String? { view.id }
    public var id: String { view.id }
    public var description: String { view.id }

    /// The UIKit class the view stands for, as `NSStringFromClass(type(of: view))` names it:
    /// `UIView`, `UIWindow`, `UIButton`, `UIScrollView`, `FlutterView`, and the Flutter embedding's
    /// `ChildClippingView`, `FlutterTouchInterceptingView` and `FlutterOverlayView`.
    public var className: String { view.className }

    public var frame: CGRect {
        get { CGRect(view.frame) }
        nonmutating set { view.frame = Rect(newValue) }
    }
    public var bounds: CGRect { CGRect(view.bounds) }
    public var center: CGPoint { CGPoint(x: view.frame.origin.x + view.frame.size.width / 2, y: view.frame.origin.y + view.frame.size.height / 2) }
    public var superview: ReplayView? { view.superview.map(ReplayView.init) }
    public var subviews: [ReplayView] { view.subviews.map(ReplayView.init) }
    public var window: ReplayView? { view.window.map(ReplayView.init) }
    public var isHidden: Bool {
        get { view.isHidden }
        nonmutating set { view.isHidden = newValue }
    }
    public var alpha: CGFloat {
        get { CGFloat(view.alpha) }
        nonmutating set { view.alpha = Double(newValue) }
    }
    public var isUserInteractionEnabled: Bool {
        get { view.isUserInteractionEnabled }
        nonmutating set { view.isUserInteractionEnabled = newValue }
    }
    public var clipsToBounds: Bool { view.clipsToBounds }
    /// UIControl.isEnabled for a control (a disabled one takes touches but sends no action); other
    /// views are always enabled, and setting it on them does nothing.
    public var isEnabled: Bool {
        get { (view as? Control)?.isEnabled ?? true }
        nonmutating set { (view as? Control)?.isEnabled = newValue }
    }
    public var isMultipleTouchEnabled: Bool { view.isMultipleTouchEnabled }
    public var isExclusiveTouch: Bool { view.isExclusiveTouch }
    public var gestureRecognizers: [ReplayRecognizer]? { view.gestureRecognizers.map { ReplayRecognizer($0) } }

    public func isDescendant(of other: ReplayView) -> Bool { view.isDescendant(of: other.view) }

    /// `convert(_:to:)`: a point in this view's coordinates in `other`'s, or in its window's for nil.
    public func convert(_ point: CGPoint, to other: ReplayView?) -> CGPoint {
        let screen = ViewGeometry.toScreen(Point(point), from: view)
        return CGPoint(ViewGeometry.fromScreen(screen, to: other?.view ?? view.window))
    }

    /// `convert(_:from:)`: a point in `other`'s coordinates (its window's for nil) in this view's.
    public func convert(_ point: CGPoint, from other: ReplayView?) -> CGPoint {
        let screen = other.map { ViewGeometry.toScreen(Point(point), from: $0.view) } ?? ViewGeometry.toScreen(Point(point), fromWindowOf: view)
        return CGPoint(ViewGeometry.fromScreen(screen, to: view))
    }

    /// `convert(_:to:)` for a rect: its origin moves, its size stays (views here are never scaled).
    public func convert(_ rect: CGRect, to other: ReplayView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: other), size: rect.size)
    }

    /// `convert(_:from:)` for a rect.
    public func convert(_ rect: CGRect, from other: ReplayView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: other), size: rect.size)
    }
}

/// Conversions between a view's coordinates and the screen's, through every ancestor.
enum ViewGeometry {
    /// A point in `view`'s coordinates on the screen.
    static func toScreen(_ p: Point, from view: View) -> Point {
        var point = p
        for ancestor in view.selfAndAncestors { point = ancestor.convertToSuperview(point) }
        return point
    }

    /// A point in the coordinates of `view`'s window (the screen's when it has none) on the screen.
    static func toScreen(_ p: Point, fromWindowOf view: View) -> Point {
        guard let window = view.window else { return p }
        return window.convertToSuperview(p)
    }

    /// A screen point in `view`'s coordinates (the screen's for nil).
    static func fromScreen(_ p: Point, to view: View?) -> Point {
        guard let view else { return p }
        var chain: [View] = []
        for ancestor in view.selfAndAncestors { chain.append(ancestor) }
        var point = p
        for ancestor in chain.reversed() { point = ancestor.convertFromSuperview(point) }
        return point
    }
}

extension CGPoint {
    /// The engine's point as Core Graphics holds it.
    public init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension CGRect {
    /// The engine's rect as Core Graphics holds it.
    public init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
}

extension Point {
    /// A Core Graphics point in the engine's terms.
    public init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
}

extension Rect {
    /// A Core Graphics rect in the engine's terms; a rect with a negative size is standardized first,
    /// as Core Graphics' own geometry functions do.
    public init(_ r: CGRect) {
        let s = r.standardized
        self.init(Double(s.origin.x), Double(s.origin.y), Double(s.size.width), Double(s.size.height))
    }
}
