# complex numbers are not orderable
try:
    1j < 2j
except TypeError as e:
    print(e)
try:
    1j // 2
except TypeError as e:
    print(e)
