# reversed and sum over ranges
print(list(reversed(range(5))), sum(range(1, 101)), max(range(-5, 5)), min(range(10, 0, -2)))
