# complex literals, arithmetic and repr
print(1j, 2 + 3j, (1 + 2j) * (3 - 4j), (1 + 2j) / (3 - 4j), abs(3 + 4j), -(1 + 1j), 1j * 1j, 1j ** 2)
