# building a dict with a comprehension and summing
d = {str(i): i * i for i in range(10)}
print(sum(d.values()), len(d), d["7"], list(d)[:3])
