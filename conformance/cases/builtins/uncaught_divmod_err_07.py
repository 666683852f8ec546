# uncaught: divmod(1j, 1)
divmod(1j, 1)
