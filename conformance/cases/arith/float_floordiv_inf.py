# floor division and modulo with infinities
inf = float("inf")
print(5 // inf, -5 // inf, 5 % inf, -5 % inf, inf % 5 if False else "skip")
print(inf / 2, inf * 0)
