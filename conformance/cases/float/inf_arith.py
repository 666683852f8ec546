# arithmetic with infinities and nan
inf = float("inf")
print(inf + 1, inf - inf, inf * 0, -inf * -1, 1 / inf, inf > 10**400, -inf < -(10**400), inf == inf)
