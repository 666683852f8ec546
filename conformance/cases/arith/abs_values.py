# abs of ints, floats, bools and complex
print(abs(-5), abs(5), abs(-2.5), abs(-0.0), abs(True), abs(3+4j), abs(-2**70))
