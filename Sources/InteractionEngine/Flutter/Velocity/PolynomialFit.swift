/// A weighted least-squares polynomial fit, as gestures/lsq_solver.dart computes one: the weighted
/// Vandermonde rows are orthonormalised (Gram-Schmidt, giving Q and R), R·b = Qᵀ·(w·y) is solved from
/// the last coefficient back, and the confidence is the weighted coefficient of determination.
struct PolynomialFit {
    /// b₀, b₁, … of y ≈ b₀ + b₁·x + b₂·x² + …
    let coefficients: [Double]
    /// 1 − SSE/SST, or 1 when the data do not vary.
    let confidence: Double

    /// The fit of `degree` to (x, y) with weights w; nil when there are fewer points than the degree or
    /// the rows are linearly dependent (a column norm under 1e-6).
    init?(degree: Int, x: [Double], y: [Double], w: [Double]) {
        let m = x.count
        guard degree <= m, y.count == m, w.count == m else { return nil }
        let n = degree + 1
        // a[i][h] = w[h] · x[h]^i
        var a = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        for h in 0..<m {
            a[0][h] = w[h]
            for i in 1..<n { a[i][h] = a[i - 1][h] * x[h] }
        }
        var q = a
        var r = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        for j in 0..<n {
            for i in 0..<j {
                let dot = Self.dot(q[j], q[i])
                for h in 0..<m { q[j][h] -= dot * q[i][h] }
            }
            let norm = Self.dot(q[j], q[j]).squareRoot()
            if norm < 0.000001 { return nil }
            for h in 0..<m { q[j][h] /= norm }
            for i in 0..<n { r[j][i] = i < j ? 0 : Self.dot(q[j], a[i]) }
        }
        let wy = (0..<m).map { y[$0] * w[$0] }
        var b = [Double](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            var value = Self.dot(q[i], wy)
            for j in stride(from: n - 1, to: i, by: -1) { value -= r[i][j] * b[j] }
            b[i] = value / r[i][i]
        }
        let mean = y.reduce(0, +) / Double(m)
        var squaredError = 0.0
        var squaredTotal = 0.0
        for h in 0..<m {
            var predicted = b[0]
            var power = 1.0
            for i in 1..<n {
                power *= x[h]
                predicted += power * b[i]
            }
            let error = y[h] - predicted
            let spread = y[h] - mean
            squaredError += w[h] * w[h] * error * error
            squaredTotal += w[h] * w[h] * spread * spread
        }
        coefficients = b
        confidence = squaredTotal <= 0.000001 ? 1 : 1 - squaredError / squaredTotal
    }

    private static func dot(_ u: [Double], _ v: [Double]) -> Double {
        var sum = 0.0
        for k in u.indices { sum += u[k] * v[k] }
        return sum
    }
}
