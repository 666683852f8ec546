# ** binds tighter than unary minus on its left and is right associative
print(-2 ** 2, (-2) ** 2, 2 ** -1, 2 ** 3 ** 2, (2 ** 3) ** 2)
