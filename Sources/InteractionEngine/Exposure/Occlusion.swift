extension World {
    /// With `occlusion: true` (docs/semantics.md S8.4): the area of `rect` (screen coordinates, the tracked
    /// view's visible part) covered by opaque views in front of `view` — later in its window's paint
    /// order and outside its own subtree, or in any window above.
    func occludedArea(of rect: Rect, for view: View) -> Double {
        guard let window = view.window else { return 0 }
        var covers: [Rect] = []
        let windows = app.visibleWindows
        guard let windowIndex = windows.firstIndex(where: { $0 === window }) else { return 0 }
        for (index, candidate) in windows.enumerated() where index >= windowIndex {
            var passed = index > windowIndex
            for other in candidate.subtree {
                if other === view { passed = true; continue }
                guard passed, other.isOpaqueCover, !other.isDescendant(of: view),
                      let shown = visibleRect(of: other), let overlap = shown.intersection(rect) else { continue }
                covers.append(overlap)
            }
        }
        return Self.unionArea(covers)
    }

    /// The area of a union of rects, by coordinate compression.
    static func unionArea(_ rects: [Rect]) -> Double {
        guard !rects.isEmpty else { return 0 }
        let xs = Array(Set(rects.flatMap { [$0.minX, $0.maxX] })).sorted()
        let ys = Array(Set(rects.flatMap { [$0.minY, $0.maxY] })).sorted()
        var area = 0.0
        for i in 0..<(xs.count - 1) {
            for j in 0..<(ys.count - 1) {
                let cell = Rect(xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j])
                let center = Point(cell.minX + cell.size.width / 2, cell.minY + cell.size.height / 2)
                if rects.contains(where: { $0.contains(center) }) { area += cell.size.width * cell.size.height }
            }
        }
        return area
    }
}
