/// The interface rotating (docs/semantics.md S3.8): the screen's bounds swap, every window that filled
/// the screen fills it again, a root view that filled its window follows, and other views take the
/// frame the trace declares for the orientation (`landscapeFrame`) or follow their autoresizing mask.
/// The keyboard, if up, takes its frame for the orientation. Touches in flight go on.
public final class RotationOperations {
    /// The world that made this and holds it (`World.rotation`), unchecked as `TouchDelivery.world` is.
    unowned(unsafe) let world: World
    public private(set) var orientation = InterfaceOrientation.portrait

    init(world: World) {
        self.world = world
    }

    /// The interface turns to `next`.
    public func rotate(to next: InterfaceOrientation) {
        guard next != orientation else { return world.recorder.note("orientation \(next.rawValue) ignored (the interface is already in it)") }
        let old = world.screen
        let turns = next.isLandscape != orientation.isLandscape
        orientation = next
        if turns { world.screen = Size(old.height, old.width) }
        world.recorder.record(.orientation(next.rawValue, Rect(origin: .zero, size: world.screen)))
        guard turns else { return }
        for window in world.app.windows where window.id != Keyboard.windowID {
            guard window.frame == Rect(origin: .zero, size: old) else { continue }
            place(window, at: Rect(origin: .zero, size: world.screen))
        }
        world.textInput.keyboard.refit()
    }

    /// Sets `view`'s frame; if its size changed, lays its subviews out for the new size.
    private func place(_ view: View, at frame: Rect) {
        world.spend(1)  // a rotation visits every view whose superview changed size: a trace can repeat it
        let oldSize = view.frame.size
        view.frame = frame
        guard oldSize != frame.size else { return }
        if let flutter = view as? FlutterView {
            flutter.relayout(landscape: orientation.isLandscape)
            world.flutter.compose(flutter)
        }
        let bounds = Rect(origin: .zero, size: oldSize)
        for subview in view.subviews {
            if view is Window, subview.frame == bounds {
                place(subview, at: Rect(origin: .zero, size: frame.size))  // the root view fills its window
            } else if let declared = subview.declaredFrame(for: orientation) {
                place(subview, at: declared)
            } else {
                place(subview, at: subview.autoresizing.resize(subview.frame, from: oldSize, to: frame.size))
            }
        }
    }
}

extension View {
    /// The frame the trace declares for `orientation`: `landscapeFrame` in landscape, and back in
    /// portrait the frame the view had before it took it.
    func declaredFrame(for orientation: InterfaceOrientation) -> Rect? {
        guard var landscape else { return nil }
        defer { self.landscape = landscape }
        return orientation.isLandscape ? landscape.enter(from: frame) : landscape.leave()
    }
}
