# several if clauses in one comprehension
print([x for x in range(30) if x % 2 if x % 3 if x > 5])
