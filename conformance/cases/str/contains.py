# substring membership
print("" in "", "a" in "", "ell" in "hello", "hlo" in "hello", "É" in "école", "é" in "école")
