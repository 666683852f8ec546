# repr of complex numbers with special parts
print(complex(1, 0), complex(0, 0), complex(-0.0, -0.0), 0j, -1j, complex(1.5, -2), complex(0, 1e20), complex(float("inf"), float("nan")))
