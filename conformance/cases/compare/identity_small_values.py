# is on equal-valued literals of bool and None only
print(True is (1 == 1), None is (lambda: None)(), (1 > 2) is False)
