# complex formatting: parentheses only when the real part is shown
for v in (1j, -1j, 0j, 1 + 2j, -1.5 - 2.5j, complex(-0.0, 1), complex(1e20, 1e-20)):
    print([format(v, s) for s in ("", ">16", ".2f", "+.1e", "g", "^18.3g", "<12", ".3")])
