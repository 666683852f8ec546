# a chained comparison
x = 1
ok = 0 < x < "2"
