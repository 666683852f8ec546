# complex mixed with int and float
print(1 + 1j == 1 + 1j, 2j == 2j + 0, 1 + 0j == 1, (2 + 0j) * 2.5, 1j + True)
print(type(1 + 1j).__name__, (1 + 2j).real, (1 + 2j).imag)
