# negation and abs of the most negative int64
m = -(2**63)
print(-m, abs(m), m // -1, m * -1, m - 1, type(-m).__name__)
