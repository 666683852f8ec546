# unary plus, minus and invert
x = 5
print(-x, +x, ~x, --x, -(-x), ~~x, -+-x)
print(-0, +0.0, -0.0, -(0.0))
