extension ExposureOperations {
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
            let views = candidate.subtree
            world.spend(views.count)
            for other in views {
                if world.isHalted { return 0 }
                if other === view { passed = true; continue }
                guard passed, other.isOpaqueCover, !other.isDescendant(of: view),
                      let shown = visibleRect(of: other), let overlap = shown.intersection(rect) else { continue }
                covers.append(overlap)
            }
        }
        // The union costs a pass over the covers for each of the slabs their left and right edges make.
        world.spend(2 * covers.count * covers.count)
        return world.isHalted ? 0 : Self.unionArea(covers)
    }

    /// The area of a union of rects: across each vertical slab between neighbouring left and right
    /// edges, the length of the union of the vertical extents of the rects spanning the slab.
    static func unionArea(_ rects: [Rect]) -> Double {
        guard !rects.isEmpty else { return 0 }
        let xs = Array(Set(rects.flatMap { [$0.minX, $0.maxX] })).sorted()
        var area = 0.0
        var spans: [(Double, Double)] = []
        for i in 0..<(xs.count - 1) {
            let middle = (xs[i] + xs[i + 1]) / 2
            spans.removeAll(keepingCapacity: true)
            for rect in rects where rect.minX < middle && middle < rect.maxX && rect.size.height > 0 {
                spans.append((rect.minY, rect.maxY))
            }
            guard !spans.isEmpty else { continue }
            spans.sort { $0.0 < $1.0 }
            var covered = 0.0
            var (start, end) = spans[0]
            for (low, high) in spans.dropFirst() {
                if low > end {
                    covered += end - start
                    (start, end) = (low, high)
                } else {
                    end = max(end, high)
                }
            }
            covered += end - start
            area += (xs[i + 1] - xs[i]) * covered
        }
        return area
    }
}
