# a generator expression shows its <genexpr> frame
print(sum(1 / i for i in range(3)))
