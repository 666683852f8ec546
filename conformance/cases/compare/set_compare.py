# set comparison is subset ordering
print({1} < {1, 2}, {1, 2} < {1, 2}, {1, 2} <= {1, 2}, {1, 3} > {1}, {1} == {1}, {1, 2} < {3}, {1, 2} > {3})
