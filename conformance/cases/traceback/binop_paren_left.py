# a parenthesized left operand: the ) is skipped
a = 1
b = "x"
c = [(a) + b]
