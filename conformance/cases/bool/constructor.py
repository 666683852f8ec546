# bool() conversions
print(bool(), bool(0), bool(2), bool("False"), bool([]), bool([[]]), bool(None), bool(0.0), bool(-0.0), bool(1e-300))
