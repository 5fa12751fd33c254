/// Where on a view a trace's input lands when it names the view instead of screen coordinates
/// (docs/trace-format.md, Events): measured from the view's top-left corner as it stands on screen.
public enum TargetOffset: Sendable, Equatable {
    /// The middle of the view.
    case center
    /// Points from its top-left corner.
    case points(Point)
    /// Fractions of its width and height from its top-left corner: (0.5, 0.5) is the middle.
    case unit(Point)

    /// The offset in a box of `size`.
    func point(in size: Size) -> Point {
        switch self {
        case .center: return Point(size.width / 2, size.height / 2)
        case .points(let p): return p
        case .unit(let u): return Point(size.width * u.x, size.height * u.y)
        }
    }
}

/// Why a named target cannot be touched at the moment of the input: it is gone, hidden, takes no
/// touches, or the point lies off screen or outside an ancestor that clips it.
public struct InputTargetProblem: Error, Sendable, Equatable {
    public let message: String
}

extension World {
    /// The screen point `offset` names on the view, Flutter widget or SwiftUI view `id`, as the world
    /// stands now (scrolled, pushed, presented), or why a finger cannot touch it there. A view that
    /// other views cover is not a problem: what the touch hits is what the replay is for.
    public func screenPoint(on id: String, _ offset: TargetOffset) -> Result<Point, InputTargetProblem> {
        if let view = view(id), view.window != nil || view is Window {
            return touchablePoint(in: view, offset.point(in: view.frame.size) + view.boundsOrigin, naming: "'\(id)'")
        }
        for flutterView in flutter.views where flutterView.window != nil {
            if let widget = flutterView.rootWidget.subtree.first(where: { $0.id == id }) {
                return touchablePoint(in: flutterView, Self.point(offset.point(in: widget.frame.size), in: widget), naming: "widget '\(id)'")
            }
        }
        for case let host as HostingView in joinedViews where host.window != nil {
            if let p = host.point(offset, inNode: id) { return touchablePoint(in: host, p, naming: "SwiftUI view '\(id)'") }
        }
        return .failure(InputTargetProblem(message: "'\(id)' is not on screen (it is in no window now)"))
    }

    /// `p`, in `view`'s coordinates, on screen, if a finger can touch the view there: the view and its
    /// ancestors shown and taking touches, and the point inside every ancestor that clips and inside
    /// the screen.
    private func touchablePoint(in view: View, _ p: Point, naming name: String) -> Result<Point, InputTargetProblem> {
        var point = p
        var current: View? = view
        while let v = current {
            let who = v === view ? name : "its ancestor '\(v.id)'"
            if v.isHidden { return .failure(InputTargetProblem(message: "\(name) is hidden (\(who) has isHidden set)")) }
            if v.alpha < 0.01 { return .failure(InputTargetProblem(message: "\(name) is invisible (\(who) has alpha \(NumberText.format(v.alpha)))")) }
            if !v.isUserInteractionEnabled {
                return .failure(InputTargetProblem(message: "\(name) takes no touches (\(who) has isUserInteractionEnabled NO)"))
            }
            if v !== view, v.clipsToBounds, !(v is Window), !v.bounds.contains(point) {
                return .failure(InputTargetProblem(message: "that point of \(name) is outside '\(v.id)', which clips it (scrolled or moved out of sight)"))
            }
            point = v.convertToSuperview(point)
            current = v.superview
        }
        guard Rect(origin: .zero, size: screen).contains(point) else {
            return .failure(InputTargetProblem(message: "\(name) is off screen there \(NumberText.format(point))"))
        }
        if let window = view as? Window ?? view.window, !window.frame.contains(point) {
            return .failure(InputTargetProblem(message: "\(name) is outside its window '\(window.id)' there \(NumberText.format(point))"))
        }
        return .success(point)
    }

    /// A point in `widget`'s own box, in its Flutter view's coordinates: up through its ancestors,
    /// each scrolled by its offset.
    private static func point(_ p: Point, in widget: Widget) -> Point {
        var point = p + widget.frame.origin
        var current = widget.parent
        while let parent = current {
            point = point - parent.scrollOffset + parent.frame.origin
            current = parent.parent
        }
        return point
    }
}
