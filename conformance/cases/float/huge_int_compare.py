# huge int compared with inf and floats
print(10**400 < float("inf"), 10**400 > 1e308, -(10**400) > float("-inf"), 10**400 == float("inf"))
