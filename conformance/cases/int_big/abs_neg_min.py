# abs and negation stay exact around -2**63
for v in (-(2**63) + 1, -(2**63), -(2**63) - 1):
    print(v, -v, abs(v), v * v)
