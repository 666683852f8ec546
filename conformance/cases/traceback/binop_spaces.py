# spaces around the operator are part of the operands' marks
a = b = 0
print(   a /    b   )
