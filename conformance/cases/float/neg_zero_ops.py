# operations preserving or dropping the sign of zero
z = -0.0
print(z, abs(z), -z, z + 0, z * 0, z * -1, round(-0.4), round(-0.4, 1), int(z), str(z))
