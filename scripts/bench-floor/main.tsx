// The floor of `npm run bench:load`: a hello world of the product's stack (React, Chakra UI,
// the router, redux and redux-saga), built and measured in the same run as the app.
import { Box, ChakraProvider, defaultSystem, Heading, Text } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { applyMiddleware, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { put } from 'redux-saga/effects';

interface State {
  greeting: string;
}

const saga = createSagaMiddleware();
const store = createStore(
  (state: State = { greeting: '' }, action: { type: string; text?: string }) =>
    action.type === 'greet' ? { greeting: action.text ?? '' } : state,
  applyMiddleware(saga),
);
saga.run(function* greet() {
  yield put({ type: 'greet', text: 'Hello, world' });
});

function Hello() {
  const greeting = useSelector((state: State) => state.greeting);
  return (
    <Box p="8">
      <Heading>{greeting}</Heading>
      <Text>The same stack, nothing else.</Text>
    </Box>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Hello /> }]);
createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>
  </Provider>,
);
