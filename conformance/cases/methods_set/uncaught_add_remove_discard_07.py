# uncaught: {1}.add(1, 2)
{1}.add(1, 2)
