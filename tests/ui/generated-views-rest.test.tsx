// The generated views' suite (generatedViews.tsx) through the app's REST dataProvider (ra-data-simple-rest).
import { describeGeneratedViews } from './generatedViews';

describeGeneratedViews('rest');
